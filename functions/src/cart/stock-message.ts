/** A clear 409 message naming the piece when a quantity exceeds the stock. */
export function notEnoughStockMessage(name: string, stock: number, alreadyInCart = 0): string {
  if (stock <= 0) return `Sorry, "${name}" is out of stock.`;
  const have = stock === 1 ? 'is' : 'are';
  const inCart = alreadyInCart > 0 ? ` and you already have ${alreadyInCart} in your cart` : '';
  return `Sorry, only ${stock} of "${name}" ${have} in stock${inCart}.`;
}
