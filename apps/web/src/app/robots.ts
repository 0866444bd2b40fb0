import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/lib/metadata";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      { userAgent: "*", allow: "/", disallow: ["/api/", "/user-settings", "/reset-password"] },
    ],
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
