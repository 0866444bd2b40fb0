"use client";
import { useStore } from "zustand";
import { ThemeProvider as NextThemesProvider } from "next-themes";
import type { ReactNode } from "react";
import { forcedSchemeStore } from "@/lib/color-scheme";

/** Dark mode as a class on <html>, set before first paint (no flash of the wrong theme). */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const forced = useStore(forcedSchemeStore, (s) => s.forced);
  return (
    <NextThemesProvider
      attribute="class"
      defaultTheme="system"
      enableSystem
      storageKey="foe-toolbox:theme"
      forcedTheme={forced}
      disableTransitionOnChange={false}
    >
      {children}
    </NextThemesProvider>
  );
}
