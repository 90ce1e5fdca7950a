import { ValidationError, fieldErrors } from '../shared/domain-error.js';
import { requiredTextProblem } from '../shared/text-rules.js';

export const MAX_WORKSPACE_NAME_LENGTH = 80;

export interface NewWorkspace {
  id: string;
  name: string;
  ownerUserId: string;
  now: Date;
}

/**
 * The tenant: every site, schema, membership and the subscription belong to one workspace. It starts with the
 * owner's name; an agency renames it to its own, which invitations, exports and reports then carry.
 */
export class Workspace {
  readonly id!: string;
  readonly name!: string;
  readonly ownerUserId!: string;
  readonly createdAt!: Date;

  static create(input: NewWorkspace): Workspace {
    const workspace = new Workspace();
    Object.assign(workspace, {
      id: input.id,
      name: input.name.trim(),
      ownerUserId: input.ownerUserId,
      createdAt: input.now,
    });
    return workspace;
  }

  rename(name: string): void {
    const problem = requiredTextProblem(name, MAX_WORKSPACE_NAME_LENGTH) ?? controlCharacterProblem(name);
    if (problem) throw new ValidationError(fieldErrors({ name: [problem] }));
    Object.assign(this, { name: name.trim() });
  }
}

/** A name is shown in mail subjects and PDF covers: line breaks and other control characters have no place there. */
function controlCharacterProblem(name: string): string | null {
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u001f\u007f]/.test(name) ? 'Must not contain line breaks or control characters' : null;
}
