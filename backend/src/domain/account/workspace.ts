export interface NewWorkspace {
  id: string;
  name: string;
  ownerUserId: string;
  now: Date;
}

/** The tenant: every site, schema, membership and the subscription belong to one workspace. */
export class Workspace {
  id!: string;
  name!: string;
  ownerUserId!: string;
  createdAt!: Date;

  static create(input: NewWorkspace): Workspace {
    const workspace = new Workspace();
    workspace.id = input.id;
    workspace.name = input.name.trim();
    workspace.ownerUserId = input.ownerUserId;
    workspace.createdAt = input.now;
    return workspace;
  }
}
