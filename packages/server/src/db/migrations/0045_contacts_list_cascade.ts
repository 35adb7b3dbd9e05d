/**
 * An audience's contacts go with it by a trigger rather than a foreign key. The key checked the
 * audience once per contact written (a lookup and a row lock each time), which was a third of an
 * import's database time; an import now takes that lock once per batch (`writeContacts`), and a
 * deleted audience still takes its contacts with it, however it is deleted (the console, a SQL
 * statement, its company's cascade), in the same statement, as `on delete cascade` did.
 */
export const statements: readonly string[] = [
  `alter table contacts drop constraint contacts_list_id_fkey`,
  `create function contacts_of_deleted_lists() returns trigger language plpgsql as $$
  begin
    delete from contacts where list_id in (select id from deleted_lists);
    return null;
  end
  $$`,
  `create trigger contact_lists_delete_contacts after delete on contact_lists
    referencing old table as deleted_lists
    for each statement execute function contacts_of_deleted_lists()`,
];
