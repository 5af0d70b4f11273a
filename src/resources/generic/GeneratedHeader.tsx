import { useParams } from 'react-router-dom';
import type { ResourceDeclaration } from '../../domain/resources/declaration';
import { fill } from '../../i18n/fill';
import { generated as texts } from '../../i18n/tr/generated';
import { PageHeader } from '../../ui/PageHeader';
import type { ResourceOverride } from './resourceOverride';

export type GeneratedPage = 'list' | 'create' | 'edit' | 'show';

/**
 * The heading of a generated screen. The shell has no react-admin app bar, so a view's own title
 * would show nowhere: the resource's title, and what this page does with which record, go here.
 */
export const GeneratedHeader = ({ declaration, page, heading }: { declaration: ResourceDeclaration; page: GeneratedPage; heading?: ResourceOverride['heading'] }) => {
  const { id } = useParams();
  if (heading) return <PageHeader title={heading.title} subtitle={heading.subtitle} icon={heading.icon} />;
  return <PageHeader title={declaration.label} subtitle={page === 'list' ? undefined : fill(texts.pages[page], { id: id ?? '' })} />;
};
