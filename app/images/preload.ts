import { createContext } from "react";
import type { PreloadOptions } from "react-dom";

/**
 * React DOM's `preload()`, handed to the page by the server (app/entry.server.tsx). In the browser
 * there is none: the image is already on its way by the time the page hydrates, and leaving it out
 * keeps that part of React DOM out of the page's JavaScript.
 */
export const ImagePreloadContext = createContext<((href: string, options: PreloadOptions) => void) | null>(null);
