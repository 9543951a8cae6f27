import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { CAMPAIGN_LIMITS, campaignInputSchema, type CampaignDraft, type CampaignInputFields, type CampaignInputParsed } from '@crystal/shared/schemas/campaign';
import { toast } from '@/components/ui/use-toast';
import { useCampaign, useSaveCampaign } from '../../api/campaigns';
import { useAdminProducts } from '../../api/get-products';
import { useOverview } from '../../api/get-overview';
import { useShopSettings } from '../../api/shop-settings';
import { adminPaths } from '../../admin-paths';
import { LoadState, PageHeading } from '../admin-shell';
import { saveError } from '../api-issues';
import { CampaignFields } from './campaign-fields';
import { CampaignPreview } from './campaign-preview';
import { CampaignReport } from './campaign-report';
import { CampaignSendPanel } from './campaign-send-panel';
import { DraftWithGuide } from './draft-with-guide';
import { PiecePicker } from './piece-picker';

const EMPTY: CampaignInputFields = { subject: '', preheader: '', body: '', subjectFr: '', preheaderFr: '', bodyFr: '', productIds: [] };
const TEXT_FIELDS = ['subject', 'preheader', 'body', 'subjectFr', 'preheaderFr', 'bodyFr'] as const;

/** /admin/campaigns/new and /admin/campaigns/:id: write (or have the guide draft), preview, test, send. */
export function CampaignEditorPage() {
  const params = useParams();
  const id = params.id || undefined;
  const navigate = useNavigate();
  const loaded = useCampaign(id);
  const products = useAdminProducts().data ?? [];
  const confirmed = useOverview().data?.newsletter.confirmed;
  const ownEmail = useShopSettings().data?.notificationEmail ?? '';
  const save = useSaveCampaign(id);
  const form = useForm<CampaignInputFields, unknown, CampaignInputParsed>({ resolver: zodResolver(campaignInputSchema), defaultValues: EMPTY });
  const { register, handleSubmit, formState, reset, setValue, watch } = form;

  useEffect(() => {
    if (!loaded.data) return;
    const { subject, preheader, body, subjectFr, preheaderFr, bodyFr, productIds } = loaded.data;
    reset({ subject, preheader, body, subjectFr, preheaderFr, bodyFr, productIds });
  }, [loaded.data, reset]);

  const fillFromDraft = (draft: CampaignDraft, productIds: number[]) => {
    for (const field of TEXT_FIELDS) setValue(field, draft[field], { shouldDirty: true, shouldValidate: formState.isSubmitted });
    setValue('productIds', productIds, { shouldDirty: true });
    toast({ title: draft.source === 'template' ? 'Drafted from the shop’s template (the guide’s answer was unusable)' : 'Drafted: read it through and edit' });
  };
  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        toast({ title: 'Campaign saved' });
        reset(values);
        if (id === undefined) void navigate(adminPaths.campaign(saved.id), { replace: true });
      },
      onError: (err) => toast({ title: 'Not saved', description: saveError(err), variant: 'destructive' }),
    }),
  );

  const values = watch();
  const pieceIds = values.productIds ?? [];
  const pieces = pieceIds.flatMap((pid) => {
    const p = products.find((x) => x.id === pid);
    return p ? [{ id: p.id, name: p.name, nameFr: p.translations.fr?.name, price: p.price, imageUrl: p.imageUrl }] : [];
  });
  const status = loaded.data?.status;
  const editable = status === undefined || status === 'draft' || status === 'scheduled';
  return (
    <>
      <PageHeading title={id === undefined ? 'New campaign' : 'Campaign'} />
      <p className="mb-4 text-sm">
        <Link to={adminPaths.campaigns} className="text-amethyst-700 underline">
          All campaigns
        </Link>
      </p>
      <LoadState isLoading={id !== undefined && loaded.isLoading} error={loaded.error}>
        <div className="space-y-6">
          {loaded.data && !editable && <CampaignReport campaign={loaded.data} />}
          <form onSubmit={onSubmit} noValidate aria-label="Campaign" className="space-y-4">
            {editable && <DraftWithGuide products={products} onDraft={fillFromDraft} />}
            <CampaignFields register={register} errors={formState.errors} />
            <div className="card p-4">
              <PiecePicker label="Pieces shown as cards" products={products} picked={pieceIds} onChange={(ids) => setValue('productIds', ids, { shouldDirty: true })} max={CAMPAIGN_LIMITS.products} />
            </div>
            {editable && (
              <button type="submit" className="btn-primary min-h-11" disabled={save.isPending}>
                {save.isPending ? 'Saving…' : 'Save'}
              </button>
            )}
          </form>
          <CampaignPreview text={{ ...EMPTY, ...values } as Required<Omit<CampaignInputFields, 'productIds'>>} pieces={pieces} />
          {id !== undefined && editable && loaded.data && (
            <CampaignSendPanel id={id} subject={loaded.data.subject} confirmed={confirmed} defaultEmail={ownEmail} unsaved={formState.isDirty} key={ownEmail} />
          )}
        </div>
      </LoadState>
    </>
  );
}
