/** SQL text helpers. Identifiers from the catalog or from clients are always quoted this way. */

/** A double-quoted identifier, embedded quotes doubled (what PostgreSQL's quote_ident does). */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export function qualifiedName(schema: string, table: string): string {
  return `${quoteIdent(schema)}.${quoteIdent(table)}`;
}
