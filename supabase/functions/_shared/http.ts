/** What every edge function answers with: CORS for the browser app, JSON bodies. */
export const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
};

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json', ...headers },
  });
}

/** An error with its HTTP status and a stable code the app maps to its own message. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }

  toResponse(): Response {
    return json({ error: this.code, message: this.message, ...this.extra }, this.status, this.headers);
  }
}

export function preflight(request: Request): Response | null {
  return request.method === 'OPTIONS' ? new Response('ok', { headers: corsHeaders }) : null;
}

export async function readJson(request: Request): Promise<unknown> {
  try {
    const body: unknown = await request.json();
    return body;
  } catch {
    throw new HttpError(400, 'invalid_request', 'Corps JSON attendu');
  }
}

/** Turns whatever a handler threw into the answer: documented errors as they are, others as 500. */
export function serve(name: string, handler: (request: Request) => Promise<Response>): void {
  Deno.serve(async (request: Request) => {
    const early = preflight(request);
    if (early) return early;
    try {
      return await handler(request);
    } catch (error) {
      if (error instanceof HttpError) return error.toResponse();
      console.error(`${name}: unexpected error`, error);
      return json({ error: 'internal', message: 'Erreur serveur' }, 500);
    }
  });
}
