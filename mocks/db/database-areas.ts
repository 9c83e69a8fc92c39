import type { DatabaseArea } from './area';
import { administrationArea } from './administration';
import { toolsArea } from './tools';
import { clinicGroupsArea } from './clinic-groups';
import { analytikArea } from './analytik';
import { communicationArea } from './communication';
import { publicArea } from './public';
import { conversationsArea } from './conversation-inbox';
import { pricingArea } from './pricing';
import { practicesArea } from './practices';
import { usersArea } from './users';
import { cognitoArea } from '../cognito/cognito-area';
import { auditLogArea } from './audit-log';

/** Seeding order: an area may read the areas listed before it. */
export const areas: DatabaseArea[] = [
  administrationArea,
  practicesArea,
  communicationArea,
  publicArea,
  conversationsArea,
  pricingArea,
  toolsArea,
  clinicGroupsArea,
  usersArea,
  analytikArea,
  cognitoArea,
  auditLogArea,
];

/** Every collection, with its name and whether the browser keeps what is written to it. */
export const allCollections = () =>
  areas.flatMap((area) =>
    Object.entries(area.collections).map(([name, collection]) => ({
      name,
      collection,
      saved: !area.memoryOnly?.includes(name),
    })),
  );
