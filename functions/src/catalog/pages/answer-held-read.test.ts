import { describe, expect, it, vi } from 'vitest';
import { withReadAnswered } from './answer-held-read';

const passed = () => new Response('{"from":"reads"}', { status: 200 });

describe('withReadAnswered', () => {
  it('answers the one read it holds (the product page reads its reviews once) and passes every other read on', async () => {
    const reads = vi.fn(async () => passed());
    const reviews = { reviews: [{ rating: 5 }], total: 1 };
    const fetchApi = withReadAnswered(reads, 'listProductReviews', { id: '7' }, Promise.resolve(reviews));

    const own = await fetchApi('http://127.0.0.1:3000/api/products/7/reviews');
    expect(await own.json()).toEqual(reviews);
    expect(reads).not.toHaveBeenCalled();

    await fetchApi('http://127.0.0.1:3000/api/products/8/reviews');
    await fetchApi('http://127.0.0.1:3000/api/products/7');
    await fetchApi('http://127.0.0.1:3000/api/products/7/reviews', { method: 'POST' });
    expect(reads).toHaveBeenCalledTimes(3);
  });

  it('makes the read as usual when the held answer failed', async () => {
    const reads = vi.fn(async () => passed());
    const fetchApi = withReadAnswered(reads, 'listProductReviews', { id: '7' }, Promise.reject(new Error('throttled')));
    expect(await (await fetchApi('http://127.0.0.1:3000/api/products/7/reviews')).json()).toEqual({ from: 'reads' });
    expect(reads).toHaveBeenCalledTimes(1);
  });
});
