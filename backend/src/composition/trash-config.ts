import Joi from 'joi';
import type { TrashSettings } from '../application/trash/trash-settings.js';

export const TRASH_ENV = {
  TRASH_RETENTION_DAYS: Joi.number().integer().min(1).max(3650).default(30),
};

export function trashConfigFrom(value: Record<string, unknown>): TrashSettings {
  return { retentionDays: value.TRASH_RETENTION_DAYS as number };
}
