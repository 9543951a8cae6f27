export function ProductCardSkeleton() {
  return (
    <div className="card overflow-hidden" aria-hidden="true" data-testid="product-skeleton">
      <div className="aspect-square animate-pulse bg-mist" />
      <div className="space-y-2 p-4">
        <div className="h-4 w-3/4 animate-pulse rounded bg-mist" />
        <div className="h-4 w-1/3 animate-pulse rounded bg-mist" />
      </div>
    </div>
  );
}
