export class RowStore {
  private readonly rows = new Map<string, string>();

  get(id: string): string | undefined {
    return this.rows.get(id);
  }
}
