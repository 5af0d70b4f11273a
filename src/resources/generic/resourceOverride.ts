import type { ComponentType, ReactElement, ReactNode } from 'react';
import type { SvgIconComponent } from '@mui/icons-material';
import type { RaRecord, ResourceProps, UserIdentity } from 'react-admin';
import type { FieldDeclaration } from '../../domain/resources/declaration';
import type { ResourceName } from '../../domain/resources/resourceNames';
import type { KindInputProps } from './fieldKinds';

/** What an input of the override's own is given in the generated form (ResourceOverride inputs). */
export interface FieldInputProps extends KindInputProps {
  field: FieldDeclaration;
}

/** A view a resource replaces with its own screen, or switches off with false. */
export type ViewOverride = ComponentType | false;

/** A figure above the generated list: how many records match a filter, counted by the server. */
export interface StatSlot {
  label: string;
  /** A list filter as the API takes it (operations: { status: 'passive' }); none counts them all. */
  filter?: Record<string, unknown>;
  /** Counts another declared resource (the procedure page counts procedures beside categories). */
  resource?: ResourceName;
  icon?: ReactElement;
  /** A hex colour for the icon. */
  tone?: string;
  /** The card's test id (its figure gets `<testId>-value`). */
  testId?: string;
}

/** The list's own words where the spec's screen gives them; react-admin's generic ones otherwise. */
export interface ListTexts {
  /** The search box's placeholder and name ('Tezgah adına göre ara'). */
  search?: string;
  /** When no record matches the search and filters. */
  empty?: string;
  /** When the list has no record at all (no search or filter set), where that reads otherwise than `empty` ('Henüz iş yok'). */
  none?: string;
  /** The delete question's title and text; %{name} is the record as it is represented, or the text made from the record. */
  deleteTitle?: string;
  deleteBody?: string | ((record: RaRecord) => string);
  /** The delete button's and its question's confirm where the spec names the act otherwise ('Geri Çek' an offer). */
  deleteLabel?: string;
  /** How many records match, once counted ('%{count} malzeme bulundu'). */
  found?: string;
}

/**
 * A table column drawn otherwise than its declared field's cell (a job's photos as thumbnails, its
 * status and priority together), in its record context; under its own header when given.
 */
export interface ColumnSlot {
  source: string;
  label?: string;
  cell: ComponentType;
}

/**
 * How a declared resource departs from its generated screens; everything left out stays generated.
 * The slots below change the generated list without replacing it: what the spec draws differently
 * goes in a slot, the rest still comes from the declaration.
 */
export interface ResourceOverride {
  list?: ViewOverride;
  create?: ViewOverride;
  edit?: ViewOverride;
  show?: ViewOverride;
  icon?: SvgIconComponent;
  recordRepresentation?: ResourceProps['recordRepresentation'];
  /** The list page's heading where the spec names the page otherwise (the procedure page lists categories). */
  heading?: { title: string; subtitle?: string; icon?: ReactElement };
  /** Cards on every width (a card page: procedure categories); phones get cards whatever this says. */
  cards?: boolean;
  /** One record's card, in its record context; by default its list fields under its title. */
  card?: ComponentType;
  /** The columns a card of its own drawing leaves out when the column choice hides them (useColumnShown): the card layout offers the choice of these. */
  cardFollowsColumns?: readonly string[];
  /** How a card's open area reads to a screen reader ('Bakım kategorisini görüntüle'). */
  openLabel?: (record: RaRecord) => string;
  /** false: a card carries no edit or delete, only its opening (the procedure page's category cards). */
  cardActions?: false;
  /** A card's edit and delete write their names beside their icons on a phone too, as the desktop rows do (a supplier's 'Düzenle' / 'Geri Çek'): react-admin draws bare icons there otherwise. */
  labelledCardActions?: true;
  /** Replaces the generated delete where the spec draws its own confirmation (a category with its procedures). */
  deleteAction?: ComponentType<{ onDeleted?: () => void }>;
  /** More buttons beside create in the list's header (operations' 'Toplu Ekle', the procedure page's add procedure). */
  listActions?: ComponentType;
  /** The list follows the live change stream (GET /v1/events): others' changes show without a reload (the job list). */
  live?: true;
  /** The create button's text where the spec names it ('Yeni Operasyon'); react-admin's 'Oluştur' otherwise. */
  createLabel?: string;
  /** Stat cards above the list (total, active, passive). */
  stats?: readonly StatSlot[];
  /**
   * The table's columns in order where the spec chooses them: declared fields by source, or slots;
   * the declared list fields otherwise. A field the role does not receive stays out either way.
   */
  columns?: readonly (string | ColumnSlot)[];
  /**
   * The filters the list shows, in order, where the spec names fewer than the declaration accepts:
   * declared filter fields by source, or an input of its own (a day range the API reads).
   */
  filters?: readonly (string | ReactElement)[];
  /** false: a card's body holds buttons of its own (a job's photos), so the card does not open on a tap; its actions do. */
  cardOpens?: false;
  /** More actions of a row or a card, in its record context, before edit and delete (a job's photos). */
  rowActions?: ComponentType;
  /** A record opens in a dialog over the list rather than on its page. */
  detail?: 'dialog';
  /** Below the fields in the detail dialog, in the record's context (a category's procedures). */
  detailContent?: ComponentType;
  /** Create and edit in dialogs over the list rather than on their pages (the spec's add and edit modals). */
  forms?: 'dialog';
  /** Those dialogs' titles where the spec names them ('Yeni proje şablonu'; %{id} is the record's); 'Yeni kayıt' and '#id kaydını düzenle' otherwise. */
  formTitles?: { create?: string; edit?: string };
  /** The create dialog's save button where the spec's add modal says so ('Ekle'); 'Kaydet' otherwise. */
  addLabel?: string;
  /** The create dialog where the spec draws its own (operations queue several before saving). */
  createDialog?: ComponentType<{ onClose: () => void }>;
  /** The edit dialog where the spec draws its own (a job's form with its party fields and rules). */
  editDialog?: ComponentType<{ record: RaRecord; onClose: () => void }>;
  listTexts?: ListTexts;
  /** The create form stands above the list instead of behind a button (the step template modal adds on the spot). */
  inlineCreate?: boolean;
  /** The filters a list embedded in a page opens with (ResourceListPanel: the shop's offers, pending first). */
  filterDefaults?: Record<string, unknown>;
  /** The list's load failure in the spec's words by what went wrong (projects: by status); the declaration's loadFailed otherwise. */
  loadError?: (error: unknown) => string;
  /** Inputs of the generated form drawn otherwise than their field's kind, by source (a project's people pickers, its uploads). */
  inputs?: Partial<Record<string, ComponentType<FieldInputProps>>>;
  /** Wraps the form dialog's form inside its create or edit context: what its inputs share, a save of its own (a project uploads its files first). */
  formScope?: ComponentType<{ children: ReactNode }>;
  /** The fields the form shows, in order, where the spec's form names fewer than the declaration writes (a job's form: no title, deadline or notes). */
  formFields?: readonly string[];
  /** What the form shows for a field the signed-in role may not set, where the spec draws it locked (a job's customer, disabled with its note). */
  lockedInputs?: Partial<Record<string, ComponentType<FieldInputProps>>>;
  /** Where the spec decides per record who edits or deletes it (a project's manager edits it): asked after the access check. */
  mayEdit?: (record: RaRecord, identity: UserIdentity | undefined) => boolean;
  mayDelete?: (record: RaRecord, identity: UserIdentity | undefined) => boolean;
  /** The list's page size where the spec fixes one (materials: 50); 25 otherwise. */
  perPage?: number;
  /** The pager where the spec draws its own (Önceki / Sonraki with 'page / total'), in the list's context; react-admin's otherwise. */
  pagination?: ComponentType;
  /** The list's first order where a page sorts otherwise than the declaration (the price page by name). */
  sort?: { field: string; order: 'ASC' | 'DESC' };
  /** Where react-admin keeps the list's search, filters and page, for a second page of one resource (prices beside the material list). */
  storeKey?: string;
  /** 'alert': a refused form says its first refusal once, above its inputs (the spec's material modals: 'Lütfen tüm alanları doldurunuz!'). */
  formRefusal?: 'alert';
}
