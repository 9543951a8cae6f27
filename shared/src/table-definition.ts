/**
 * The single DynamoDB table: keys, indexes and TTL. The repository layer and the CDK stack are both
 * built from this definition.
 *
 * Access patterns (each one Query or GetItem, never a Scan):
 * | pattern                         | index | pk                     | sk                        |
 * | product by id                   | table | PRODUCT#<id>           | PRODUCT                   |
 * | products by category            | gsi1  | CATEGORY#<categoryId>  | PRODUCT#<id:10>           |
 * | archived products by category   | gsi1  | ARCHIVED#CATEGORY#<categoryId> | PRODUCT#<id:10>   |
 * | all active products             | gsi2  | PRODUCTS               | PRODUCT#<id:10>           |
 * | featured products               | gsi3  | FEATURED               | PRODUCT#<id:10>           |
 * | every piece's review rating     | gsi3  | RATINGS                | PRODUCT#<id:10> (item PRODUCT#<id>, RATING) |
 * | categories                      | table | CATEGORIES             | CATEGORY#<id:10>          |
 * | a session's cart and wishlist   | table | SESSION#<sessionId>    | CART#<itemId>, CART#VERSION / WISH#<productId> |
 * | carts holding a piece (TTL 30 d)| gsi1  | CART_PRODUCT#<productId> | SESSION#<sessionId>     |
 *   (wishlist: Query begins_with WISH#, then one BatchGetItem of PRODUCT#<id> for the saved products)
 * | an order with its items         | table | ORDER#<id>             | ORDER / ITEM#<productId:10> |
 * | orders by status and date       | gsi1  | ORDERSTATUS#<status>   | <createdAt>#<id:10>       |
 * | expired reservations (sweep)    | gsi1  | ORDERSTATUS#pending    | < <now - 30 min>          |
 * | orders by date                  | gsi2  | ORDERS                 | <createdAt>#<id:10>       |
 * | contact submissions by date     | gsi2  | CONTACTS               | <createdAt>#<id:10>       |
 * | a contact submission by id      | table | CONTACT#<id>           | CONTACT                   |
 * | newsletter subscriber by email  | table | NEWSLETTER#<email>     | SUBSCRIBER                |
 * | subscribers by consent date     | gsi2  | NEWSLETTER             | <consentAt>#<email>       |
 * | an address that unsubscribed   | table | SUPPRESS#<email>       | SUPPRESS (no reminder, no list mail) |
 * | per-product view counters       | table | PRODUCT#<id>           | VIEWS#<hour>              |
 * | carts holding a product (COUNT) | gsi1  | CART_PRODUCT#<productId> | (cart item)             |
 * | a session's personalised offer  | table | SESSION#<sessionId>    | OFFER                     |
 * | shop searches per day (keywords)| table | SEARCHES#<yyyy-mm-dd>  | TERM#<term>               |
 * | market research / keyword report| table | MARKET                 | RESEARCH#<iso> / KEYWORDS#<iso> |
 * | rate-limit counters             | table | RATE#<scope>#<key>     | WINDOW#<window>           |
 * | processed webhook events        | table | WEBHOOK#<eventId>      | EVENT                     |
 * | id counters                     | table | COUNTER                | <entity>                  |
 * | admin audit trail (by month)    | table | AUDIT#<yyyy-mm>        | <iso>#<random>            |
 * | SKU uniqueness claim            | table | SKU#<sku>              | SKU                       |
 * | collection slug / name claims   | table | CATEGORY_SLUG#<slug> / CATEGORY_NAME#<name key> | CATEGORY |
 * | sandbox refunds of an order     | table | REFUND#<orderId>       | REFUND#<idempotencyKey>   |
 * | the sandbox charge's refunds   | table | REFUND#<orderId>       | CHARGE                    |
 * | shop settings                   | table | SETTINGS               | SHOP                      |
 * | a mail sent once (per kind)     | table | MAILSENT#<key>         | MAIL                      |
 * | an admin refund request, once   | table | REFUNDREQ#<requestId>  | REQUEST                   |
 * | the order a payment paid        | table | PAYMENT#<intentId>     | ORDER                     |
 * | a gift card by id (issue 49)    | table | GIFTCARD#<id>          | CARD                      |
 * | a gift card by its code         | table | GIFTCODE#<hmac of code> | CODE (-> card id; no code stored plain) |
 * | a paid line's card, issued once | table | GIFTISSUE#<orderId>    | ITEM#GIFT#<nn>            |
 * | gift cards, newest first        | gsi2  | GIFTCARDS              | <issuedAt>#<id:10>        |
 * | gift cards due for delivery     | gsi1  | GIFTCARD_DUE           | <deliverOn>#<id:10> (removed once sent) |
 * | all products incl. archived     | table | BatchGetItem PRODUCT#1..COUNTER(product)           |
 */
export const TABLE = {
  partitionKey: 'pk',
  sortKey: 'sk',
  ttlAttribute: 'expiresAt',
  indexes: [
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    { name: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
  ],
} as const;

export type IndexName = (typeof TABLE.indexes)[number]['name'];

export function padId(id: number): string {
  return String(id).padStart(10, '0');
}
