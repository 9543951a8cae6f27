import { listCategories, queryCategories, type StoredCategory } from '../catalog';

/**
 * The collection a code names (decision 0102). Creating a code reads the collections straight from the
 * table (one just made is there); judging a code may use the catalogue's few-seconds list, for its name.
 */
export async function findCodeCollection(id: number, fresh = false): Promise<StoredCategory | undefined> {
  return (await (fresh ? queryCategories() : listCategories())).find((c) => c.id === id);
}

/** The collection's name in each language, as a refusal says it; a collection since deleted is named by its id. */
export async function codeCollectionNames(id: number): Promise<{ name: string; frName?: string }> {
  const found = await findCodeCollection(id);
  if (!found) return { name: `#${id}` };
  return { name: found.name, ...(found.translations?.fr ? { frName: found.translations.fr.name } : {}) };
}
