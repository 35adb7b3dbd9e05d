/** Repository paths of the generated element contract files whose committed content is stale. */
export function staleFiles(): string[];
