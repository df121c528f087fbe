import type { FastifyInstance } from "fastify";

export interface RouteEntry {
  method: string;
  url: string;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Every route the app registered ("GET /api/posts/:id"...), for the authorization matrix. */
    routeTable: readonly RouteEntry[];
  }
}

/**
 * Records every route as it is registered (HEAD twins of GET routes left out): the security
 * suite checks that each one has an entry in the authorization matrix.
 */
export function collectRouteTable(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate("routeTable", table);
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === "HEAD") continue; // the automatic twin of a GET route answers like it
      table.push({ method, url: route.url });
    }
  });
}
