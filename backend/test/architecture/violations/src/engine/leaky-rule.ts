// Violates engine-self-contained twice: an npm package and another layer of the backend.
import type { Request } from 'express';
import type { LeakyEntity } from '../domain/leaky-entity.js';

export type LeakyRule = (entity: LeakyEntity, request: Request) => boolean;
