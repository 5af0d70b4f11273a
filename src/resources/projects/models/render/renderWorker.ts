/// <reference lib="webworker" />
import { ModelRenderer } from './ModelRenderer';
import type { FromRenderer, ToRenderer } from './renderProtocol';

/** The viewer's renderer in its own worker, drawing on the canvas the page handed over. */
declare const self: DedicatedWorkerGlobalScope;

const renderer = new ModelRenderer((message: FromRenderer) => self.postMessage(message));
self.onmessage = (event: MessageEvent<ToRenderer>) => renderer.handle(event.data);
