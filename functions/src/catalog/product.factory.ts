import type { Category } from '@crystal/shared/schemas/category';
import { putCategory } from './category-repository';
import { putProduct } from './product-repository';
import type { ProductFields } from './product-item';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/db/client';

let nextProductId = 1000;
let nextCategoryId = 100;

export async function makeCategory(overrides: Partial<Category> = {}): Promise<Category> {
  const id = overrides.id ?? nextCategoryId++;
  const category: Category = {
    id,
    name: `Category ${id}`,
    slug: `category-${id}`,
    description: 'A test collection',
    imageUrl: `/media/categories/category-${id}.svg`,
    ...overrides,
  };
  await putCategory(category);
  return category;
}

export async function makeProduct(overrides: Partial<ProductFields> = {}) {
  const id = overrides.id ?? nextProductId++;
  const now = new Date().toISOString();
  return putProduct({
    id,
    name: `Test Piece ${id}`,
    description: 'A handmade test piece',
    priceCents: 4500,
    imageUrl: `/media/products/test-${id}.svg`,
    imageUrls: [`/media/products/test-${id}.svg`],
    categoryId: 1,
    materials: ['Sterling Silver'],
    gemstones: ['Amethyst'],
    weightGrams: 8.5,
    sku: `TEST-${id}`,
    stockQuantity: 10,
    careInstructions: 'Keep dry.',
    isActive: true,
    isFeatured: false,
    soldCount: 0,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  });
}

/** The product id counter as if the shop had handed out ids 1..value (the admin's full list reads up to it). */
export async function makeProductCounter(value: number): Promise<void> {
  await db.send(new PutCommand({ TableName: tableName, Item: { pk: 'COUNTER', sk: 'product', value } }));
}
