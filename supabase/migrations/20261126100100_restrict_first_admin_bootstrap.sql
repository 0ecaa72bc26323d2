-- promote_to_admin (issue 24, holes 4 and 5).
--   4. While no admin existed, any signed-in user could promote ANY email: whoever called
--      first could hand the back-office to an accomplice. The first-run bootstrap now promotes
--      only the caller's own account.
--   5. It took a SHARE ROW EXCLUSIVE lock on profiles (which blocks the sign-up trigger's
--      inserts and every profile update) before checking the caller, so any user calling it
--      in a loop stalled sign-ups and sign-ins. Rights are checked first, without a lock; the
--      lock is taken only on the paths allowed to promote.
create or replace function public.promote_to_admin(user_email text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  target public.profiles;
  trusted boolean := auth.role() = 'service_role' or public.is_admin();
begin
  if not trusted and exists (select 1 from public.profiles where role in ('admin', 'super_admin')) then
    return jsonb_build_object('success', false,
      'message', 'Seul un administrateur peut promouvoir un utilisateur');
  end if;
  select * into target from public.profiles where lower(email) = lower(btrim(user_email));
  if not trusted and (not found or target.id is distinct from auth.uid()) then
    return jsonb_build_object('success', false,
      'message', 'Avant le premier administrateur, seul votre propre compte peut être promu');
  end if;
  if not found then
    return jsonb_build_object('success', false, 'message', 'Aucun utilisateur avec cet email');
  end if;

  -- One promotion at a time, so two first-run requests cannot both pass the check; the
  -- bootstrap re-checks under the lock.
  lock table public.profiles in share row exclusive mode;
  if not trusted and exists (select 1 from public.profiles where role in ('admin', 'super_admin')) then
    return jsonb_build_object('success', false,
      'message', 'Seul un administrateur peut promouvoir un utilisateur');
  end if;
  select * into target from public.profiles where id = target.id;
  if target.role in ('admin', 'super_admin') then
    return jsonb_build_object('success', true, 'message', 'Cet utilisateur est déjà administrateur');
  end if;
  update public.profiles set role = 'admin' where id = target.id;
  perform private.audit('promote_to_admin', 'user', target.id::text, target.email, '{}', 'high');
  return jsonb_build_object('success', true, 'message', 'Utilisateur promu administrateur');
end;
$$;
