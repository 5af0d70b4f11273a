import { materialScreens } from '../../../i18n/tr/materialScreens';
import { fieldKind } from '../../generic/fieldKinds';
import { NarrowedReferenceInput } from '../../generic/NarrowedReferenceInput';
import type { FieldInputProps } from '../../generic/resourceOverride';

const form = materialScreens.form;

/** The material form's category as the spec's modal names it (the declared label names the CSV's id column). */
export const CategoryInput = (props: FieldInputProps) => fieldKind(props.field).input(props.field, { ...props, label: form.category });

/** Its subcategory, among the chosen category's only: waits for the category and is emptied when it changes (001 sections 4, 5). */
export const SubcategoryInput = (props: FieldInputProps) => <NarrowedReferenceInput {...props} label={form.subCategory} narrowedBy="categoryId" waitHint={form.chooseSubcategory} />;
