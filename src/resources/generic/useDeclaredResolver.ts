import { useEffect, useState } from 'react';
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ResourceDeclaration } from '../../domain/resources/declaration';

/** The declaration's schema as a form resolver (partial for an edit), once its module has loaded. */
export const useDeclaredResolver = (declaration: ResourceDeclaration, partial: boolean): Resolver | undefined => {
  const [resolver, setResolver] = useState<Resolver>();
  useEffect(() => {
    let live = true;
    void declaration.loadSchema().then((schema) => {
      if (live) setResolver(() => zodResolver((partial ? schema.partial() : schema) as never) as unknown as Resolver);
    });
    return () => {
      live = false;
    };
  }, [declaration, partial]);
  return resolver;
};
