// Example Edge Function (kept until the real ones arrive): greets the caller by name.
// Runs unchanged on hosted Supabase (`supabase functions deploy hello`) and in the local stack.
const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
};

Deno.serve(async (req: Request) => {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  let name = 'toi';
  try {
    const body = (await req.json()) as { name?: unknown };
    if (typeof body.name === 'string' && body.name.trim() !== '') name = body.name.trim().slice(0, 80);
  } catch {
    return new Response(JSON.stringify({ error: 'Corps JSON attendu' }), {
      status: 400,
      headers: { ...corsHeaders, 'Content-Type': 'application/json' },
    });
  }
  return new Response(JSON.stringify({ message: `Bonjour ${name} !` }), {
    headers: { ...corsHeaders, 'Content-Type': 'application/json' },
  });
});
