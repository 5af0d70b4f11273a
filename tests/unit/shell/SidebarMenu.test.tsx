import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SidebarMenu } from '../../../src/custom/shell/SidebarMenu';
import { sidebarItemsFor } from '../../../src/custom/shell/sidebarItems';
import { userPermissions } from '../../../src/providers/session';
import { renderInAdmin, userOf } from './shellHarness';
import { SPEC_SIDEBAR } from './specSidebar';

afterEach(cleanup);

const menuLinks = async () => {
  const menu = await screen.findByTestId('sidebar-menu');
  return within(menu).queryAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
};
const quickLinks = () => within(screen.getByTestId('sidebar-quick-links')).getAllByRole('link').map((a) => a.textContent);

describe('the sidebar menu', () => {
  it('shows an admin every item and the settings link', async () => {
    renderInAdmin(<SidebarMenu />, { user: userOf(3) });
    await screen.findByRole('link', { name: 'Kontrol Paneli' });
    const links = await menuLinks();
    // The spec's twelve first, then any declared resource it does not list (a scaffolded one).
    expect(links.slice(0, SPEC_SIDEBAR.length)).toEqual(SPEC_SIDEBAR.map(([, label, path]) => [label, path]));
    expect(links).toEqual(sidebarItemsFor(userPermissions(userOf(3))).map((i) => [i.label, i.path]));
    expect(quickLinks()).toEqual(['Ana Site', 'Yardım', 'Ayarlar']);
  });

  it('shows a customer only project tracking, and no settings link', async () => {
    renderInAdmin(<SidebarMenu />, { user: userOf(0) });
    await screen.findByRole('link', { name: 'Proje Takibi' });
    expect(await menuLinks()).toEqual([['Proje Takibi', '/admin/dashboard/list-projects']]);
    expect(quickLinks()).toEqual(['Ana Site', 'Yardım']);
  });

  it('marks the current page and treats the dashboard entry as exact', async () => {
    renderInAdmin(<SidebarMenu />, { user: userOf(3), url: '/admin/dashboard/counters' });
    const counters = await screen.findByRole('link', { name: 'Tezgahlar' });
    expect(counters).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Kontrol Paneli' })).not.toHaveAttribute('aria-current');
  });
});
