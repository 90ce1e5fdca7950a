/** One line per page that went out without markup, and why (the same shape the Worker logs). */
export type EdgeLogger = (event: { sdnEdge: 'fail-open'; url: string; reason: string }) => void;

export const consoleEdgeLogger: EdgeLogger = (event) => console.warn(JSON.stringify(event));
