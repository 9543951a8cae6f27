import { useEffect, useState } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { productInputSchema, type AdminProduct, type ProductInput, type ProductInputParsed } from '@crystal/shared/schemas/admin-product';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { errorBody, fieldIssues } from './api-issues';
import { useAdminProduct } from '../api/get-product';
import { useSaveProduct } from '../api/save-product';
import { withTodaysStock } from './todays-stock';
import { useAdminCollections } from '../api/french';
import { useAdminProducts } from '../api/get-products';
import { suggestSku } from '@crystal/shared/suggest-sku';
import { adminPaths } from '../admin-paths';
import { LoadState, PageHeading } from './admin-shell';
import { EtsyLinkField } from './etsy-link-field';
import { ImageField } from './image-field';
import { ProductFrench } from './french-sections';
import { ChoicesFields } from './choices-fields';
import { FoldSection } from './fold-section';
import { AlsoInField } from './also-in-field';
import { described, Field } from './form-field';
import { EMPTY, splitList, toInput } from './product-form-parts';
import { openAtStart, SECTION_TITLES, sectionsWith, type Section } from './editor-sections';
import { draftAltText } from '@crystal/shared/images/draft-alt-text';

/**
 * Create or edit a piece, validated with the same shared schema the API applies, in sections that fold on
 * a phone (issue 45 build 7), with a Save bar that stays in reach and names the sections changed.
 */
export function ProductEditorPage() {
  const param = useParams().id;
  const id = param && param !== 'new' ? Number(param) : undefined;
  const navigate = useNavigate();
  const product = useAdminProduct(id);
  const categories = useAdminCollections();
  const save = useSaveProduct(id);
  const form = useForm<ProductInput, unknown, ProductInputParsed>({ resolver: zodResolver(productInputSchema), defaultValues: EMPTY });
  const { register, handleSubmit, control, reset, setError, formState, getValues, setValue, watch } = form;
  const errors: FieldErrors<ProductInput> = formState.errors;
  const [open, setOpen] = useState(() => openAtStart(id === undefined));
  const changedSections = sectionsWith(formState.dirtyFields);
  const problemSections = sectionsWith(errors);
  // A section with a problem opens, so the message beside its field is seen.
  const fold = (section: Section) => ({
    open: open[section] || problemSections.includes(section),
    onToggle: (isOpen: boolean) => setOpen((o) => (o[section] === isOpen ? o : { ...o, [section]: isOpen })),
    changed: changedSections.includes(section),
    problem: problemSections.includes(section),
  });

  // A new piece's SKU is suggested from its collection and name (free among the SKUs in use) until she types her own.
  const skus = useAdminProducts().data;
  const [skuTyped, setSkuTyped] = useState(false);
  const [name, categoryId] = watch(['name', 'categoryId']);
  const collection = categories.data?.find((c) => c.id === Number(categoryId));
  const suggestedSku = id === undefined && collection && name.trim() ? suggestSku(collection.slug, name, (skus ?? []).map((p) => p.sku)) : '';
  useEffect(() => {
    if (suggestedSku && !skuTyped) setValue('sku', suggestedSku);
  }, [suggestedSku, skuTyped, setValue]);

  useEffect(() => {
    if (product.data) reset(toInput(product.data));
  }, [product.data, reset]);

  const onSubmit = handleSubmit((values) =>
    save.mutate({ ...values, collectionIds: [values.categoryId, ...(values.collectionIds ?? []).filter((c) => c !== values.categoryId)] }, {
      onSuccess: (saved) => {
        toast({ title: id ? 'Product saved' : 'Product created', description: saved.name });
        if (!id) navigate(adminPaths.product(saved.id), { replace: true });
      },
      onError: (e) => {
        // Sold while she was editing: today's counts go into the form, her other edits stay.
        const current = errorBody(e)?.current as AdminProduct | undefined;
        if (current) {
          for (const [key, value] of Object.entries(withTodaysStock(getValues(), current))) setValue(key as 'stockQuantity', value as never, { shouldDirty: true });
          setError('stockQuantity', { message: 'Today’s stock is shown: check it, then save again.' });
        }
        // The API names each bad field; show its message beside the field.
        for (const issue of fieldIssues(e)) setError(issue.path.split('.')[0] as keyof ProductInput, { message: issue.message });
        toast({ title: 'Not saved', description: errorMessage(e, 'Please check the form and try again.'), variant: 'destructive' });
      },
    }),
  );

  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={adminPaths.products} className="text-amethyst-700 underline-offset-2 hover:underline">
          ← All products
        </Link>
      </p>
      <PageHeading title={id ? `Edit ${product.data?.name ?? 'product'}` : 'New product'} />
      <LoadState isLoading={id !== undefined && product.isLoading} error={product.error}>
        <form onSubmit={onSubmit} noValidate className="card space-y-3 p-3 sm:p-6">
          <FoldSection id="details" title="Details" {...fold('details')}>
            <Field id="p-name" label="Name" error={errors.name?.message}>
              <input id="p-name" className="input" {...register('name')} {...described('p-name', errors.name)} />
            </Field>
            <Field id="p-description" label="Description" error={errors.description?.message}>
              <textarea id="p-description" rows={4} className="input" {...register('description')} {...described('p-description', errors.description)} />
            </Field>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field id="p-category" label="Category" error={errors.categoryId?.message}>
                <select id="p-category" className="input" {...register('categoryId', { valueAsNumber: true })} {...described('p-category', errors.categoryId)}>
                  <option value={0}>Choose a category</option>
                  {categories.data?.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.hidden ? `${c.name} (hidden)` : c.name}
                    </option>
                  ))}
                </select>
              </Field>
              <div className="sm:col-span-2">
                <Controller
                  control={control}
                  name="collectionIds"
                  render={({ field }) => (
                    <AlsoInField
                      collections={categories.data ?? []}
                      mainId={Number(categoryId)}
                      value={field.value ?? []}
                      onChange={field.onChange}
                      error={errors.collectionIds?.message}
                    />
                  )}
                />
              </div>
              <Field id="p-weight" label="Weight (grams)" error={errors.weight?.message} hint="Like 3 or 3.5">
                <input id="p-weight" inputMode="decimal" className="input" {...register('weight')} {...described('p-weight', errors.weight)} />
              </Field>
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              {(['materials', 'gemstones'] as const).map((name) => (
                <Controller
                  key={name}
                  control={control}
                  name={name}
                  render={({ field }) => (
                    <Field id={`p-${name}`} label={name === 'materials' ? 'Materials' : 'Gemstones'} hint="Separate with commas">
                      <input
                        id={`p-${name}`}
                        className="input"
                        defaultValue={(field.value ?? []).join(', ')}
                        key={(field.value ?? []).join('|')}
                        onBlur={(e) => field.onChange(splitList(e.target.value))}
                      />
                    </Field>
                  )}
                />
              ))}
            </div>
            <Field id="p-care" label="Care instructions" error={errors.careInstructions?.message}>
              <textarea id="p-care" rows={2} className="input" {...register('careInstructions')} />
            </Field>
            <div className="flex flex-col gap-3 sm:flex-row sm:gap-6">
              <label className="flex min-h-11 items-center gap-3">
                <input type="checkbox" className="size-5 accent-amethyst-700" {...register('isActive')} />
                Shown in the shop (untick to archive)
              </label>
              <label className="flex min-h-11 items-center gap-3">
                <input type="checkbox" className="size-5 accent-amethyst-700" {...register('isFeatured')} />
                Featured on the home page
              </label>
            </div>
          </FoldSection>
          <FoldSection id="price" title="Price and stock" {...fold('price')}>
            <div className="grid gap-4 sm:grid-cols-3">
              <Field id="p-price" label="Price (CAD)" error={errors.price?.message} hint="Like 29 or 29.50">
                <input id="p-price" inputMode="decimal" className="input" {...register('price')} {...described('p-price', errors.price)} />
              </Field>
              <Field id="p-stock" label="Stock" error={errors.stockQuantity?.message}>
                <input
                  id="p-stock"
                  type="number"
                  min={0}
                  step={1}
                  inputMode="numeric"
                  className="input"
                  {...register('stockQuantity', { setValueAs: (v: string) => (v === '' ? Number.NaN : Number(v)) })}
                  {...described('p-stock', errors.stockQuantity)}
                />
              </Field>
              <Field id="p-sku" label="SKU" error={errors.sku?.message} hint={id === undefined ? 'Suggested from the collection and name; you may change it' : undefined}>
                <input id="p-sku" className="input uppercase" {...register('sku', { onChange: () => setSkuTyped(true) })} {...described('p-sku', errors.sku)} />
              </Field>
            </div>
            <EtsyLinkField control={control} register={register} error={errors.etsyLink?.message} />
          </FoldSection>
          <FoldSection id="options" title="Options and made to order" {...fold('options')}>
            <ChoicesFields part="options" control={control} register={register} errors={errors} />
          </FoldSection>
          <FoldSection id="personalisation" title="Personalisation" {...fold('personalisation')}>
            <ChoicesFields part="personalisation" control={control} register={register} errors={errors} />
          </FoldSection>
          <FoldSection id="photos" title="Photos" {...fold('photos')}>
            <Controller
              control={control}
              name="images"
              render={({ field }) => (
                <ImageField
                  value={field.value}
                  onChange={field.onChange}
                  draftAlt={(i) => draftAltText(getValues('name'), getValues('gemstones') ?? [], i)}
                  error={errors.images?.message ?? errors.images?.root?.message ?? errors.images?.[0]?.id?.message}
                  altErrors={field.value.map((_, i) => errors.images?.[i]?.alt?.message)}
                />
              )}
            />
          </FoldSection>
          {/* French of a saved piece: drafted by the AI guide, approved here (its own save, not the form's). */}
          {product.data && (
            <FoldSection id="french" title="French" {...fold('french')}>
              <ProductFrench product={product.data} />
            </FoldSection>
          )}
          <div className="sticky bottom-0 z-10 -mx-3 flex flex-wrap items-center gap-3 border-t border-line bg-white/95 px-3 py-3 backdrop-blur sm:-mx-6 sm:px-6" data-testid="editor-save-bar">
            <button type="submit" className="btn-primary" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : id ? 'Save changes' : 'Create product'}
            </button>
            <Link to={adminPaths.products} className="btn-ghost">
              Cancel
            </Link>
            <p className="min-w-0 flex-1 text-sm text-muted" aria-live="polite" data-testid="unsaved-sections">
              {changedSections.length ? `Unsaved: ${changedSections.map((k) => SECTION_TITLES[k].toLowerCase()).join(', ')}` : id ? 'No unsaved changes' : ''}
            </p>
          </div>
        </form>
      </LoadState>
    </>
  );
}
