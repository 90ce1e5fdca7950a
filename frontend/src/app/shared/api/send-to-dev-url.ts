/** "Send to Dev" downloads (white-label ZIPs, Agency): plain links, the browser sends the session cookie. */
export const sendToDevUrl = {
  site: (clientId: string) => `/api/clients/${encodeURIComponent(clientId)}/send-to-dev.zip`,
  schema: (clientId: string, schemaId: string) =>
    `/api/clients/${encodeURIComponent(clientId)}/schemas/${encodeURIComponent(schemaId)}/send-to-dev.zip`,
};
