// Issue 22: the README's model deep link names a model by its stored key or by its file name.
import { describe, expect, it } from 'vitest';
import type { AttachmentFile } from '../../../src/domain/resources/projectReplies';
import { openedModel, shownModel } from '../../../src/resources/projects/models/openedModel';

const model = (id: string, name: string): AttachmentFile => ({ key: `models/${id}.stl`, kind: 'model', name, size: 84, mimeType: 'model/stl' });
const first = model('11111111-1111-4111-8111-111111111111', 'flanş.stl');
const other = model('22222222-2222-4222-8222-222222222222', 'mil.stl');
const later = model('33333333-3333-4333-8333-333333333333', 'flanş.stl');
const models = [first, other, later];

describe('openedModel', () => {
  it('opens by the stored key', () => {
    expect(openedModel(models, '11111111-1111-4111-8111-111111111111.stl')).toBe(first);
  });

  it('opens by the file name, the last uploaded when several share it', () => {
    expect(openedModel(models, 'mil.stl')).toBe(other);
    expect(openedModel(models, 'flanş.stl')).toBe(later);
  });

  it('opens nothing for no name or an unknown one', () => {
    expect(openedModel(models, null)).toBeUndefined();
    expect(openedModel(models, 'yok.stl')).toBeUndefined();
  });
});

describe('shownModel', () => {
  const firstAddress = '11111111-1111-4111-8111-111111111111.stl';
  const project = '/admin/view-project/7';
  const ofModel = (key: string) => `${project}/models/${key.replace('models/', '')}`;

  it('shows a clicked model at once, before the address names it', () => {
    expect(shownModel(models, null, { key: other.key, address: null, path: ofModel(other.key) }, ofModel(other.key))).toBe(other);
  });

  it('closes at once on a click, while the address still names the model', () => {
    expect(shownModel(models, firstAddress, { key: null, address: firstAddress, path: project }, project)).toBeUndefined();
  });

  it('follows the address once it has changed (the navigation arrived, or back and forward)', () => {
    expect(shownModel(models, 'mil.stl', { key: later.key, address: null, path: ofModel(later.key) }, ofModel(other.key))).toBe(other);
    expect(shownModel(models, null, { key: other.key, address: firstAddress, path: ofModel(other.key) }, project)).toBeUndefined();
    expect(shownModel(models, firstAddress, null, ofModel(first.key))).toBe(first);
  });

  it('lets the address decide once the browser has left where the click went, before that was rendered', () => {
    // Closed (the project's address pushed), then back to the model's at once: the page still shows the model's address.
    expect(shownModel(models, firstAddress, { key: null, address: firstAddress, path: project }, ofModel(first.key))).toBe(first);
  });
});
