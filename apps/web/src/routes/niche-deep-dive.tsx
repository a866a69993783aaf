import { webRoutes } from '@fathom/contract';
import {
  createRoute,
  lazyRouteComponent,
  useLocation,
  useNavigate,
  useParams,
} from '@tanstack/react-router';
import { useNicheVisit } from '../entities/niches/visits';
import { parseNicheId } from '../features/niches/lib/niche-views';
import { nicheLayoutRoute } from './niche-layout';

const DeepDivePage = lazyRouteComponent(() => import('../pages/DeepDivePage'), 'DeepDivePage');

/** /niche/{id}/deep-dive; an ASIN as the fragment (#B0...) opens that competitor. */
export const nicheDeepDiveRoute = createRoute({
  getParentRoute: () => nicheLayoutRoute,
  path: webRoutes.nicheDeepDive,
  loader: () => DeepDivePage.preload?.(),
  component: NicheDeepDiveScreen,
});

function NicheDeepDiveScreen() {
  const { nicheId = '' } = useParams({ strict: false });
  const hash = useLocation({ select: (l) => l.hash });
  const navigate = useNavigate();
  const id = parseNicheId(nicheId);
  useNicheVisit(id, webRoutes.nicheDeepDive);
  const openAsin = hash ? decodeURIComponent(hash).trim().toUpperCase() : null;
  return id === null ? null : (
    <DeepDivePage
      key={id}
      nicheId={id}
      openAsin={openAsin}
      onOpen={(asin) =>
        void navigate({ to: '.', hash: asin ?? '', replace: true, hashScrollIntoView: false })
      }
    />
  );
}
