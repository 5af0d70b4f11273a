import { useState } from 'react';
import { Button, useGetIdentity, useNotify } from 'react-admin';
import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import BookmarksIcon from '@mui/icons-material/BookmarksOutlined';
import type { ResourceDeclaration } from '../../../domain/resources/declaration';
import { Role } from '../../../domain/roles';
import type { SavedView } from '../../../domain/views/savedView';
import { fill } from '../../../i18n/fill';
import { shell } from '../../../i18n/tr/shell';
import { views as texts } from '../../../i18n/tr/views';
import { DeleteConfirmDialog } from '../../../ui/DeleteConfirmDialog';
import { requestErrorText } from '../../../ui/requestError';
import type { ResourceOverride } from '../resourceOverride';
import { useListView } from './useListView';
import { useOpeningView } from './useOpeningView';
import { ViewNameDialog } from './ViewNameDialog';
import { ViewPublishDialog } from './ViewPublishDialog';
import { useSavedViews, useViewWrites } from './viewsApi';

type Dialog = 'save' | 'rename' | 'publish' | 'delete';

/** The marks beside a view's name: the user's default, the role an admin published it to. */
const marks = (view: SavedView) =>
  [view.isDefault && texts.defaultMark, view.publishedRole !== null && fill(texts.publishedMark, { role: shell.roles[view.publishedRole] })].filter(Boolean).join(' · ') || undefined;

/**
 * The list header's 'Görünümler': open a saved view or the plain list, save what the list shows as
 * a view, and for the open view of one's own: save changes, rename, default, publish (admins), delete.
 */
export const ViewsMenu = ({ declaration, override }: { declaration: ResourceDeclaration; override: ResourceOverride }) => {
  const { data: views } = useSavedViews(declaration.name);
  const writes = useViewWrites(declaration.name);
  const listView = useListView(declaration, override);
  useOpeningView(views, listView);
  const admin = useGetIdentity().identity?.role === Role.admin;
  const notify = useNotify();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [deleting, setDeleting] = useState(false);
  const open = views?.find((v) => v.id === listView.openId);
  const own = open?.own ? open : undefined;

  const choose = (act: () => void) => () => {
    setAnchor(null);
    act();
  };
  const report = async (call: Promise<{ message: string }>) => {
    try {
      notify((await call).message, { type: 'success' });
    } catch (err) {
      notify(requestErrorText(err, texts.loadFailed), { type: 'error' });
    }
  };
  const copyLink = async () => {
    const url = new URL(window.location.href);
    url.search = `?view=${open!.id}`;
    await navigator.clipboard?.writeText(url.toString()).catch(() => undefined);
    notify(texts.shareCopied, { type: 'info' });
  };
  const remove = async () => {
    setDeleting(true);
    await report(writes.remove(own!.id));
    setDeleting(false);
    setDialog(null);
    listView.openPlain();
  };

  return (
    <>
      <Button label={open ? `${texts.menu}: ${open.name}` : texts.menu} aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)}>
        <BookmarksIcon />
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem selected={!open} onClick={choose(listView.openPlain)}>
          {texts.plain}
        </MenuItem>
        {views?.map((view) => (
          <MenuItem key={view.id} selected={view.id === open?.id} onClick={choose(() => listView.open(view))}>
            <ListItemText primary={view.name} secondary={marks(view)} />
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={choose(() => setDialog('save'))}>{texts.saveAs}</MenuItem>
        {own && [
          <MenuItem key="update" onClick={choose(() => void report(writes.update(own.id, { state: listView.current() })))}>
            {texts.saveCurrent}
          </MenuItem>,
          <MenuItem key="rename" onClick={choose(() => setDialog('rename'))}>
            {texts.rename}
          </MenuItem>,
          <MenuItem key="default" onClick={choose(() => void report(writes.setDefault(own.id, !own.isDefault)))}>
            {own.isDefault ? texts.clearDefault : texts.makeDefault}
          </MenuItem>,
          admin && (
            <MenuItem key="publish" onClick={choose(() => setDialog('publish'))}>
              {texts.publish}
            </MenuItem>
          ),
          <MenuItem key="delete" onClick={choose(() => setDialog('delete'))}>
            {texts.remove}
          </MenuItem>,
        ]}
        {open && <MenuItem onClick={choose(() => void copyLink())}>{texts.share}</MenuItem>}
      </Menu>
      {dialog === 'save' && (
        <ViewNameDialog
          title={texts.saveTitle}
          onSave={async (name) => {
            const answer = await writes.create({ name, state: listView.current() });
            notify(answer.message, { type: 'success' });
            listView.open(answer.view);
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'rename' && own && (
        <ViewNameDialog title={texts.renameTitle} initialName={own.name} onSave={async (name) => notify((await writes.update(own.id, { name })).message, { type: 'success' })} onClose={() => setDialog(null)} />
      )}
      {dialog === 'publish' && own && (
        <ViewPublishDialog declaration={declaration} view={own} onSave={async (publishedRole) => notify((await writes.update(own.id, { publishedRole })).message, { type: 'success' })} onClose={() => setDialog(null)} />
      )}
      <DeleteConfirmDialog
        open={dialog === 'delete' && !!own}
        title={texts.deleteTitle}
        body={fill(texts.deleteBody, { name: own?.name ?? '' })}
        confirmLabel={texts.remove}
        cancelLabel={texts.cancel}
        busy={deleting}
        onConfirm={() => void remove()}
        onClose={() => setDialog(null)}
      />
    </>
  );
};
