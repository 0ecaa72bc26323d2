// Types for the Deno globals Edge Functions use, so the project's TypeScript checks them in
// Node too (the local stack provides them at run time; hosted Supabase runs real Deno).
declare namespace Deno {
  function serve(handler: (request: Request) => Response | Promise<Response>): unknown;
  const env: { get(name: string): string | undefined };
}
