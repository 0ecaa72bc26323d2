-- Privacy (issue 24): the landing promises that conversations stay "strictement privés",
-- "entre vous et votre coach", yet the policy "Admins read every message" let any admin read
-- every conversation (and receive every new message through Realtime, which applies the same
-- policies). Admins see counts and metadata (conversations, likes, the credit ledger, the
-- admin statistics), never what was said: support reads a conversation only when its owner
-- exports it to them. No admin function returns message text (checked: the admin rules read
-- counts from the ledger and profiles, never chat_messages).
drop policy "Admins read every message" on public.chat_messages;
