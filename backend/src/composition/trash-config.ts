import { DEFAULT_TRASH_RETENTION_DAYS } from '@sdn/contracts';
import Joi from 'joi';
import type { TrashSettings } from '../application/trash/trash-settings.js';

export const TRASH_ENV = {
  TRASH_RETENTION_DAYS: Joi.number().integer().min(1).max(3650).default(DEFAULT_TRASH_RETENTION_DAYS),
};

export function trashConfigFrom(value: Record<string, unknown>): TrashSettings {
  return { retentionDays: value.TRASH_RETENTION_DAYS as number };
}
