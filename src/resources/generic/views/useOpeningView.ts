import { useEffect, useRef } from 'react';
import { useNotify } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { SavedView } from '../../../domain/views/savedView';
import { views as texts } from '../../../i18n/tr/views';
import type { ListView } from './useListView';

const LIST_PARAMS = ['filter', 'sort', 'order', 'perPage', 'page'];

/**
 * What the list opens with, once its views are read: the view the address names (a shared link;
 * one the reader may not open leaves the plain list and a notice), else on a plain opening (no
 * parameters in the address) the user's default view.
 */
export const useOpeningView = (views: SavedView[] | undefined, listView: ListView) => {
  const notify = useNotify();
  const { search } = useLocation();
  const firstSearch = useRef(search);
  const applied = useRef<number | undefined>(undefined);
  const started = useRef(false);
  // The latest list view without making it a dependency: it is a new object every render.
  const latest = useRef(listView);
  latest.current = listView;
  const { openId } = listView;

  useEffect(() => {
    if (!views) return;
    const lv = latest.current;
    if (!started.current) {
      started.current = true;
      const byDefault = openId === undefined && firstSearch.current === '' ? views.find((v) => v.own && v.isDefault) : undefined;
      if (byDefault) {
        applied.current = byDefault.id;
        lv.open(byDefault);
        return;
      }
    }
    if (openId === undefined || openId === applied.current) return;
    applied.current = openId;
    const view = views.find((v) => v.id === openId);
    if (!view) {
      notify(texts.notAvailable, { type: 'warning' });
      lv.openPlain();
      return;
    }
    // A link that names only the view takes all of it; an address with the list's own parameters keeps them.
    const params = new URLSearchParams(search);
    if (LIST_PARAMS.some((p) => params.has(p))) lv.applyLook(view.state);
    else lv.open(view);
    // search is read when the view changes, not followed: paging keeps the view open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [views, openId, notify]);
};
