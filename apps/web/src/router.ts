import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { PageLoader } from './components/PageLoader';
import { appRoute } from './routes/app';
import { diveAgainRoute } from './routes/dive-box-dive-again';
import { homeRoute } from './routes/home';
import { labelManagementRoute } from './routes/label-management';
import { nicheAnalysisRoute, nicheRoute } from './routes/niche';
import { nichePagesTree } from './routes/niche-pages';
import { diveBoxRoute } from './routes/dive-box';
import { notFoundRoute } from './routes/not-found';
import { rankRadarAnyRoute, rankRadarHeatmapRoute, rankRadarRoute } from './routes/rank-radar';
import { rootRoute } from './routes/root';
import { signInRoute } from './routes/sign-in';
import { signUpRoute } from './routes/sign-up';
import { forgotPasswordRoute } from './routes/forgot-password';
import { resetPasswordRoute } from './routes/reset-password';
import { verifyEmailRoute } from './routes/verify-email';
import { spaceManagementRoute } from './routes/space-management';
import { subscriptionOverviewRoute } from './routes/subscription-overview';
import { accountSettingsRoute } from './routes/account-settings';
import { invitationRoute } from './routes/invitation';
import { organizationSettingsRoute } from './routes/organization-settings';
import { amazonConnectionsRoute } from './routes/amazon-connections';
import { dataImportsRoute } from './routes/data-imports';
import { apiKeysRoute } from './routes/api-keys';

const routeTree = rootRoute.addChildren([
  signInRoute,
  signUpRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
  verifyEmailRoute,
  invitationRoute,
  appRoute.addChildren([
    homeRoute,
    nicheRoute,
    nicheAnalysisRoute,
    nichePagesTree,
    diveBoxRoute,
    rankRadarRoute,
    rankRadarHeatmapRoute,
    rankRadarAnyRoute,
    diveAgainRoute,
    spaceManagementRoute,
    labelManagementRoute,
    subscriptionOverviewRoute,
    organizationSettingsRoute,
    amazonConnectionsRoute,
    dataImportsRoute,
    apiKeysRoute,
    accountSettingsRoute,
    notFoundRoute,
  ]),
]);

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultPendingComponent: PageLoader,
    defaultPendingMs: 300,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
