import type { ComponentType } from 'react';
import type { SvgIconComponent } from '@mui/icons-material';
import type { ResourceProps } from 'react-admin';

/** A view a resource replaces with its own screen, or switches off with false. */
export type ViewOverride = ComponentType | false;

/** How a declared resource departs from its generated screens; everything left out stays generated. */
export interface ResourceOverride {
  list?: ViewOverride;
  create?: ViewOverride;
  edit?: ViewOverride;
  show?: ViewOverride;
  icon?: SvgIconComponent;
  recordRepresentation?: ResourceProps['recordRepresentation'];
}
