import type pg from 'pg';
import { WorkspaceBranding, type LogoContentType } from '../../domain/account/workspace-branding.js';
import type { WorkspaceBrandingRepository } from '../../ports/workspace-branding-repository.js';

interface Row {
  accent_colour: string | null;
  logo: Buffer | null;
  logo_content_type: LogoContentType | null;
  logo_width: number | null;
  logo_height: number | null;
  logo_sha256: string | null;
  updated_at: Date;
}

/** One row per workspace that set any branding; the logo's bytes sit beside what the pool read from them. */
export class PgWorkspaceBrandingRepository implements WorkspaceBrandingRepository {
  constructor(private readonly pool: pg.Pool) {}

  async find(workspaceId: string): Promise<WorkspaceBranding> {
    const result = await this.pool.query<Row>(
      `select accent_colour, logo, logo_content_type, logo_width, logo_height, logo_sha256, updated_at
       from workspace_branding where workspace_id = $1`,
      [workspaceId],
    );
    const row = result.rows[0];
    if (!row) return WorkspaceBranding.empty(workspaceId);
    return WorkspaceBranding.restore(workspaceId, {
      accentColour: row.accent_colour,
      logo:
        row.logo && row.logo_content_type
          ? {
              content: row.logo,
              contentType: row.logo_content_type,
              width: row.logo_width!,
              height: row.logo_height!,
              sha256: row.logo_sha256!,
            }
          : null,
      updatedAt: row.updated_at,
    });
  }

  async save(branding: WorkspaceBranding): Promise<void> {
    const { logo } = branding;
    await this.pool.query(
      `insert into workspace_branding (workspace_id, accent_colour, logo, logo_content_type, logo_width, logo_height, logo_sha256, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8)
       on conflict (workspace_id) do update set accent_colour = excluded.accent_colour, logo = excluded.logo,
         logo_content_type = excluded.logo_content_type, logo_width = excluded.logo_width, logo_height = excluded.logo_height,
         logo_sha256 = excluded.logo_sha256, updated_at = excluded.updated_at`,
      [
        branding.workspaceId,
        branding.accentColour,
        logo?.content ?? null,
        logo?.contentType ?? null,
        logo?.width ?? null,
        logo?.height ?? null,
        logo?.sha256 ?? null,
        branding.updatedAt ?? new Date(),
      ],
    );
  }
}
