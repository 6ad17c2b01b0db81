// Every group of the site's pages, in the order the build runs them: a group reads only parts written by groups
// before it (pageGroup.ts checks so as it hands them over). This is the one list of page groups; the profiles'
// sections are one of them, in their own order (src/profiles/index.ts SECTIONS).
import { compareGroup } from './compare/compareGroup.ts';
import { conversationsGroup } from './conversations/conversationsGroup.ts';
import { galleryGroup } from './gallery/galleryGroup.ts';
import { homeGroup } from './home/homeGroup.ts';
import { judgesGroup } from './judges/judgesGroup.ts';
import { modelsGroup } from './models/modelsGroup.ts';
import type { PageGroup } from './pageGroup.ts';
import { profileSectionsGroup } from './profiles/profileSectionsGroup.ts';
import { qualityGroup } from './quality/qualityGroup.ts';
import { cellsGroup, lengthsGroup, viewsGroup } from './views/viewsGroup.ts';

export const PAGE_GROUPS: readonly PageGroup[] = [
  lengthsGroup,
  viewsGroup,
  cellsGroup,
  conversationsGroup,
  judgesGroup,
  profileSectionsGroup,
  galleryGroup,
  modelsGroup,
  qualityGroup,
  compareGroup,
  homeGroup,
];
