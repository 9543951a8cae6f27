import { useEffect, useRef } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { Toaster } from '@/components/ui/toaster';
import { AdminAuthProvider, useAdminAuth } from '@/features/admin/auth/admin-auth-context';
import { adminPaths } from '@/features/admin/admin-paths';
import { AdminShell } from '@/features/admin/components/admin-shell';
import { SignInScreen } from '@/features/admin/components/sign-in-screen';
import { OverviewPage } from '@/features/admin/components/overview-page';
import { OrdersPage } from '@/features/admin/components/orders-page';
import { OrderDetailPage } from '@/features/admin/components/order-detail-page';
import { ProductsPage } from '@/features/admin/components/products-page';
import { ProductEditorPage } from '@/features/admin/components/product-editor-page';
import { CollectionsPage } from '@/features/admin/components/collections-page';
import { InboxPage } from '@/features/admin/components/inbox-page';
import { InsightsPage } from '@/features/admin/components/insights-page';
import { ActivityPage } from '@/features/admin/components/activity-page';
import { PackingSlipPage } from '@/features/admin/components/packing-slip-page';
import { SettingsPage } from '@/features/admin/components/settings-page';
import { DiscountCodesPage } from '@/features/admin/components/discount-codes-page';
import { GiftCardsPage } from '@/features/admin/components/gift-cards/gift-cards-page';
import { CampaignsPage } from '@/features/admin/components/campaigns/campaigns-page';
import { CampaignEditorPage } from '@/features/admin/components/campaigns/campaign-editor-page';
import { ReviewsPage } from '@/features/admin/components/reviews-page';
import { QuotesPage } from '@/features/admin/components/quotes-page';
import { EditQuotePage } from '@/features/admin/components/edit-quote-page';
import { QuoteEditorPage } from '@/features/admin/components/quote-editor-page';

/** Back from Cognito's Hosted UI: finish the code + PKCE exchange, then open the dashboard. */
function Callback() {
  const { completeSignIn } = useAdminAuth();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void completeSignIn()
      .catch(() => undefined)
      .finally(() => navigate(adminPaths.overview, { replace: true }));
  }, [completeSignIn, navigate]);
  return <p role="status" className="p-8 text-center text-muted">Signing you in…</p>;
}

function AdminGate() {
  const { state, mode } = useAdminAuth();
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  if (mode === 'cognito' && params.has('code') && params.has('state')) return <Callback />;
  if (state.status === 'loading') return <p role="status" className="p-8 text-center text-muted">Loading…</p>;
  if (state.status === 'signed-out') return <SignInScreen />;
  return (
    <Routes>
      {/* Printed on its own: no dashboard frame around it. */}
      <Route path="orders/:id/packing-slip" element={<PackingSlipPage />} />
      <Route path="*" element={<DashboardRoutes />} />
    </Routes>
  );
}

function DashboardRoutes() {
  return (
    <AdminShell>
      <Routes>
        <Route index element={<OverviewPage />} />
        <Route path="orders" element={<OrdersPage />} />
        <Route path="orders/:id" element={<OrderDetailPage />} />
        <Route path="products" element={<ProductsPage />} />
        <Route path="products/new" element={<ProductEditorPage />} />
        <Route path="products/:id" element={<ProductEditorPage />} />
        <Route path="collections" element={<CollectionsPage />} />
        <Route path="inbox" element={<InboxPage />} />
        <Route path="quotes" element={<QuotesPage />} />
        <Route path="quotes/new" element={<QuoteEditorPage />} />
        <Route path="quotes/:id/edit" element={<EditQuotePage />} />
        <Route path="insights" element={<InsightsPage />} />
        <Route path="activity" element={<ActivityPage />} />
        <Route path="settings" element={<SettingsPage />} />
        <Route path="discount-codes" element={<DiscountCodesPage />} />
        <Route path="gift-cards" element={<GiftCardsPage />} />
        <Route path="reviews" element={<ReviewsPage />} />
        <Route path="campaigns" element={<CampaignsPage />} />
        <Route path="campaigns/new" element={<CampaignEditorPage />} />
        <Route path="campaigns/:id" element={<CampaignEditorPage />} />
        <Route path="*" element={<Navigate to={adminPaths.overview} replace />} />
      </Routes>
    </AdminShell>
  );
}

/** /admin: the artisan's dashboard. Lazy-loaded, so none of it is in the shopper's bundle. */
export function Component() {
  return (
    <AdminAuthProvider>
      <title>Studio | Sacred Crystal Jewelry</title>
      <meta name="robots" content="noindex, nofollow" />
      <AdminGate />
      <Toaster />
    </AdminAuthProvider>
  );
}
