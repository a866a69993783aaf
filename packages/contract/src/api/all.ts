import { analyticsEndpoints } from '../analytics/events';
import { billingEndpoints } from './billing';
import { diveEndpoints } from './dives';
import { orgEndpoints } from './orgs';
import { pipelineEndpoints } from './pipeline';
import { scheduleEndpoints } from './schedules';
import { sessionEndpoints } from './session';
import { teamEndpoints } from './team';

/** Every endpoint of the API, by group: what the server registers and its route sweep tests. */
export const ENDPOINT_GROUPS = {
  session: sessionEndpoints,
  orgs: orgEndpoints,
  team: teamEndpoints,
  billing: billingEndpoints,
  dives: diveEndpoints,
  pipeline: pipelineEndpoints,
  schedules: scheduleEndpoints,
  analytics: analyticsEndpoints,
};
