import { notFound } from "next/navigation";

// Any path that matches no page of a locale is a 404 rendered by [locale]/not-found.tsx.
export default function CatchAll() {
  notFound();
}
