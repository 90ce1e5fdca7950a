import { ValidateJsonLd } from '../../../application/engine/validate-json-ld.js';
import { validateAnswerText } from '../../http/engine/validate-answer.js';
import { cpuTask } from '../../../ports/cpu-work.js';
import { validityOfThisThread } from './engine-tasks.js';

let validateJsonLd: ValidateJsonLd | undefined;

/**
 * POST /api/validate's whole answer from its raw body, for the validate lane (ADR 0010): the body is parsed and the
 * answer serialised on the thread that validates, so the request thread neither reads tenant JSON nor clones a
 * validation back. The Express route keeps its own path (use case, JsonLdValidity, presenter on the request thread).
 */
export function answerValidateBody({ body }: { body: string }): Promise<string> {
  validateJsonLd ??= new ValidateJsonLd(validityOfThisThread());
  return validateAnswerText(body, validateJsonLd);
}

export const answerValidateBodyTask = cpuTask<typeof answerValidateBody>(import.meta.url, 'answerValidateBody');
