export type SdkStatus = 'Verified' | 'Pending SDK';

/** A client site. `id` is the Client ID used by the SDK snippet and the delivery endpoints. */
export interface ClientSiteDto {
  id: string;
  name: string;
  websiteUrl: string;
  sdkStatus: SdkStatus;
  schemaCount: number;
  lastAuditAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ClientSiteListResponse {
  items: ClientSiteDto[];
}

export interface CreateClientSiteRequest {
  name: string;
  websiteUrl: string;
}

export type UpdateClientSiteRequest = Partial<CreateClientSiteRequest>;
