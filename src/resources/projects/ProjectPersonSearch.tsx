import { useCallback, useEffect, useMemo, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { ProjectPeopleKind } from '../../domain/projectPeople';
import type { ProjectPerson } from '../../domain/resources/projectReplies';
import { projectScreens } from '../../i18n/tr/projectScreens';
import { useServerMatches } from '../../ui/useServerMatches';
import { searchProjectPeople, type ProjectPeopleMatches } from './projectApi';

const t = projectScreens.form;
const NO_MATCHES: ProjectPeopleMatches = { people: [], more: false, chosen: [] };

export const personName = (p: Pick<ProjectPerson, 'name' | 'surname'>) => `${p.name} ${p.surname}`;

export interface ProjectPersonSearchProps {
  kind: ProjectPeopleKind;
  label: string;
  /** The field's name, for the form and the tests. */
  name?: string;
  /** The chosen people's ids: one (or none) unless `multiple`. */
  ids: readonly number[];
  onChange: (ids: number[]) => void;
  onBlur?: () => void;
  /** A team: several people, shown as chips. */
  multiple?: boolean;
  /** Someone not to offer (the manager, in the team). */
  exclude?: number | null;
  optionLabel?: (p: ProjectPerson) => string;
  /** Shown under the field when no search has more matches than it shows. */
  placeholder?: string;
  size?: 'small' | 'medium';
}

/**
 * A project's person (manager, customer, team member), searched on the server as one types: a shop
 * has hundreds of users (the screens read them all, 32 KB, into selects of 200 names). The people
 * already chosen are asked by id, so an existing project shows them by name whatever the first page holds.
 */
export const ProjectPersonSearch = ({ kind, label, name, ids, onChange, onBlur, multiple = false, exclude, optionLabel = personName, placeholder = t.none, size }: ProjectPersonSearchProps) => {
  const [known, setKnown] = useState<ReadonlyMap<number, ProjectPerson>>(new Map());
  const remember = useCallback((people: ProjectPerson[]) => {
    if (people.length) setKnown((before) => new Map([...before, ...people.map((p) => [p.id, p] as const)]));
  }, []);
  const [typed, setTyped] = useState('');
  const ask = useCallback(
    async (q: string, signal: AbortSignal) => {
      const answer = await searchProjectPeople(kind, q, [], signal);
      remember(answer.people);
      return answer;
    },
    [kind, remember],
  );
  const matches = useServerMatches(typed, ask, NO_MATCHES);
  // The names of chosen people no answer has carried yet (an existing project's, past the first page).
  const unnamed = ids.filter((id) => !known.has(id)).join(',');
  useEffect(() => {
    if (!unnamed) return;
    const controller = new AbortController();
    searchProjectPeople(kind, '', unnamed.split(',').map(Number), controller.signal).then((answer) => remember(answer.chosen), () => undefined);
    return () => controller.abort();
  }, [kind, unnamed, remember]);

  // A chosen person not (yet) named stays chosen: removing another chip must not drop them. The
  // same people keep the same array: Autocomplete empties what is being typed when its value changes.
  const chosenKey = ids.map((id) => `${id}:${known.get(id)?.name ?? ''}`).join('|');
  const chosen = useMemo(() => ids.map((id) => known.get(id) ?? { id, name: '', surname: '', role: -1 }), [chosenKey]); // eslint-disable-line react-hooks/exhaustive-deps
  const offered = matches.people.filter((p) => p.id !== exclude);
  const options = multiple ? offered : [...chosen.filter((c) => !offered.some((p) => p.id === c.id)), ...offered];
  const shared = {
    options,
    size,
    filterOptions: (x: ProjectPerson[]) => x,
    getOptionLabel: (p: ProjectPerson) => (p.name ? optionLabel(p) : ''),
    isOptionEqualToValue: (a: ProjectPerson, b: ProjectPerson) => a.id === b.id,
    onInputChange: (_: unknown, text: string, reason: string) => setTyped(reason === 'input' ? text : ''),
    onBlur,
    renderInput: (params: object) => <TextField {...params} name={name} label={label} placeholder={multiple ? undefined : placeholder} helperText={matches.more ? t.moreMatches : ' '} />,
  };
  return multiple ? (
    <Autocomplete<ProjectPerson, true> {...shared} multiple filterSelectedOptions value={chosen} onChange={(_, people) => onChange(people.map((p) => p.id))} />
  ) : (
    <Autocomplete<ProjectPerson, false> {...shared} value={chosen[0] ?? null} onChange={(_, person) => onChange(person ? [person.id] : [])} />
  );
};
