-- The roles README's "Database roles" asks for: production refuses a superuser, so the app connects as an owner of
-- its database and nothing more. Run once by the PostgreSQL image when its volume is new.
create role amlak_owner login password 'amlak' nosuperuser nocreatedb nocreaterole;
create role amlak_app nologin;
create role amlak_portal nologin;
grant amlak_app, amlak_portal to amlak_owner with admin option;
create database amlak owner amlak_owner;
