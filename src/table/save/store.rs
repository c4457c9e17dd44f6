//! Where saves and settings are kept, each named by its path either way: files on a desktop
//! (written atomically: a temporary file beside it, flushed, then renamed over the old one, so a
//! crash leaves the old text or the new, never half); in a browser page, which has no files, the
//! page's local storage ([`Keyed`]: one entry per path, with the time it was written, so the
//! unfinished games list newest first there too). The same RON text in both.

use std::io;
use std::path::{Path, PathBuf};

use web_time::SystemTime;

/// Where a browser page keeps its saves (a name in its storage: a page has no folders).
pub const PAGE_DATA_DIR: &str = "/dicehall/data";
/// Where a browser page keeps its settings.
pub const PAGE_CONFIG_DIR: &str = "/dicehall/config";

/// The text kept at `path` (`NotFound` when there is none).
pub fn read(path: &Path) -> io::Result<String> {
    backend::read(path)
}

/// Keep `text` at `path`, all of it or none of it.
pub fn write_atomic(path: &Path, text: &str) -> io::Result<()> {
    backend::write_atomic(path, text)
}

/// Move what is kept at `from` to `to`.
pub fn rename(from: &Path, to: &Path) -> io::Result<()> {
    backend::rename(from, to)
}

/// Forget what is kept at `path`.
pub fn remove(path: &Path) -> io::Result<()> {
    backend::remove(path)
}

/// Whether something is kept at `path`.
pub fn exists(path: &Path) -> bool {
    backend::exists(path)
}

/// What is kept directly in `dir` (not in folders under it), each with when it was written.
pub fn entries(dir: &Path) -> Vec<(PathBuf, SystemTime)> {
    backend::entries(dir)
}

/// The desktop's files.
#[cfg(not(target_arch = "wasm32"))]
mod backend {
    use super::*;

    pub(super) fn read(path: &Path) -> io::Result<String> {
        std::fs::read_to_string(path)
    }

    pub(super) fn write_atomic(path: &Path, text: &str) -> io::Result<()> {
        use std::io::Write;
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir)?;
        }
        let mut tmp = path.as_os_str().to_owned();
        tmp.push(".tmp");
        let tmp = PathBuf::from(tmp);
        let mut file = std::fs::File::create(&tmp)?;
        file.write_all(text.as_bytes())?;
        file.sync_all()?;
        drop(file);
        std::fs::rename(&tmp, path)
    }

    pub(super) fn rename(from: &Path, to: &Path) -> io::Result<()> {
        std::fs::rename(from, to)
    }

    pub(super) fn remove(path: &Path) -> io::Result<()> {
        std::fs::remove_file(path)
    }

    pub(super) fn exists(path: &Path) -> bool {
        path.exists()
    }

    pub(super) fn entries(dir: &Path) -> Vec<(PathBuf, SystemTime)> {
        let Ok(entries) = std::fs::read_dir(dir) else { return Vec::new() };
        entries
            .flatten()
            .filter(|e| e.file_type().is_ok_and(|t| t.is_file()))
            .map(|e| (e.path(), e.metadata().and_then(|m| m.modified()).unwrap_or(SystemTime::UNIX_EPOCH)))
            .collect()
    }
}

/// The browser page's local storage.
#[cfg(target_arch = "wasm32")]
mod backend {
    use super::*;

    /// The page's `localStorage`, or why there is none (a private window may refuse it).
    struct LocalStorage(web_sys::Storage);

    fn storage() -> io::Result<Keyed<LocalStorage>> {
        let refused = || io::Error::new(io::ErrorKind::Unsupported, "this browser keeps no local storage");
        let storage = web_sys::window().and_then(|w| w.local_storage().ok().flatten()).ok_or_else(refused)?;
        Ok(Keyed(LocalStorage(storage)))
    }

    impl KeyValue for LocalStorage {
        fn get(&self, key: &str) -> Option<String> {
            self.0.get_item(key).ok().flatten()
        }
        fn set(&mut self, key: &str, value: &str) -> io::Result<()> {
            // The browser refuses when its quota is full: the save is not kept, and says so.
            self.0.set_item(key, value).map_err(|_| io::Error::other("the browser's storage is full"))
        }
        fn remove(&mut self, key: &str) {
            let _ = self.0.remove_item(key);
        }
        fn keys(&self) -> Vec<String> {
            let count = self.0.length().unwrap_or(0);
            (0..count).filter_map(|i| self.0.key(i).ok().flatten()).collect()
        }
    }

    pub(super) fn read(path: &Path) -> io::Result<String> {
        storage()?.read(path)
    }
    pub(super) fn write_atomic(path: &Path, text: &str) -> io::Result<()> {
        storage()?.write(path, text, SystemTime::now())
    }
    pub(super) fn rename(from: &Path, to: &Path) -> io::Result<()> {
        storage()?.rename(from, to)
    }
    pub(super) fn remove(path: &Path) -> io::Result<()> {
        storage()?.remove(path)
    }
    pub(super) fn exists(path: &Path) -> bool {
        storage().is_ok_and(|s| s.exists(path))
    }
    pub(super) fn entries(dir: &Path) -> Vec<(PathBuf, SystemTime)> {
        storage().map_or_else(|_| Vec::new(), |s| s.entries(dir))
    }
}

/// A store of text by key (the browser's local storage; a map in the tests).
pub trait KeyValue {
    fn get(&self, key: &str) -> Option<String>;
    fn set(&mut self, key: &str, value: &str) -> io::Result<()>;
    fn remove(&mut self, key: &str);
    fn keys(&self) -> Vec<String>;
}

/// Entries kept by path in a [`KeyValue`] store: the text under `dicehall:<path>`, the time it was
/// written (milliseconds since 1970) under `dicehall-written:<path>`.
pub struct Keyed<S: KeyValue>(pub S);

const TEXT_KEY: &str = "dicehall:";
const WRITTEN_KEY: &str = "dicehall-written:";

fn key_of(prefix: &str, path: &Path) -> String {
    format!("{prefix}{}", path.to_string_lossy())
}

impl<S: KeyValue> Keyed<S> {
    pub fn read(&self, path: &Path) -> io::Result<String> {
        let missing = || io::Error::new(io::ErrorKind::NotFound, format!("nothing kept at {}", path.display()));
        self.0.get(&key_of(TEXT_KEY, path)).ok_or_else(missing)
    }

    /// Keep `text` at `path`, written at `now` (one entry: the store keeps it whole or not at all).
    pub fn write(&mut self, path: &Path, text: &str, now: SystemTime) -> io::Result<()> {
        self.0.set(&key_of(TEXT_KEY, path), text)?;
        let ms = now.duration_since(SystemTime::UNIX_EPOCH).map_or(0, |d| d.as_millis());
        self.0.set(&key_of(WRITTEN_KEY, path), &ms.to_string())
    }

    pub fn rename(&mut self, from: &Path, to: &Path) -> io::Result<()> {
        let text = self.read(from)?;
        let written = self.written(from);
        self.write(to, &text, written)?;
        self.remove(from)
    }

    pub fn remove(&mut self, path: &Path) -> io::Result<()> {
        self.read(path)?;
        self.0.remove(&key_of(TEXT_KEY, path));
        self.0.remove(&key_of(WRITTEN_KEY, path));
        Ok(())
    }

    pub fn exists(&self, path: &Path) -> bool {
        self.0.get(&key_of(TEXT_KEY, path)).is_some()
    }

    /// When `path` was written (1970 when the store does not say).
    fn written(&self, path: &Path) -> SystemTime {
        let ms = self.0.get(&key_of(WRITTEN_KEY, path)).and_then(|t| t.parse::<u64>().ok()).unwrap_or(0);
        SystemTime::UNIX_EPOCH + std::time::Duration::from_millis(ms)
    }

    pub fn entries(&self, dir: &Path) -> Vec<(PathBuf, SystemTime)> {
        self.0
            .keys()
            .into_iter()
            .filter_map(|key| key.strip_prefix(TEXT_KEY).map(PathBuf::from))
            .filter(|path| path.parent() == Some(dir))
            .map(|path| {
                let written = self.written(&path);
                (path, written)
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeMap;
    use std::time::Duration;

    #[derive(Default)]
    struct Map(BTreeMap<String, String>);

    impl KeyValue for Map {
        fn get(&self, key: &str) -> Option<String> {
            self.0.get(key).cloned()
        }
        fn set(&mut self, key: &str, value: &str) -> io::Result<()> {
            self.0.insert(key.to_string(), value.to_string());
            Ok(())
        }
        fn remove(&mut self, key: &str) {
            self.0.remove(key);
        }
        fn keys(&self) -> Vec<String> {
            self.0.keys().cloned().collect()
        }
    }

    #[test]
    fn a_page_keeps_texts_by_path_with_their_times_and_lists_a_folder() {
        let mut store = Keyed(Map::default());
        let dir = Path::new("/dicehall/data");
        let (a, b) = (dir.join("autosave-a.ron"), dir.join("autosave-b.ron"));
        let at = |s: u64| SystemTime::UNIX_EPOCH + Duration::from_secs(s);
        store.write(&a, "(first)", at(100)).unwrap();
        store.write(&b, "(second)", at(200)).unwrap();
        store.write(&dir.join("more/deeper.ron"), "(not listed)", at(300)).unwrap();
        assert_eq!(store.read(&a).unwrap(), "(first)");
        assert_eq!(store.read(&dir.join("none.ron")).unwrap_err().kind(), io::ErrorKind::NotFound);
        let mut listed = store.entries(dir);
        listed.sort();
        assert_eq!(listed, vec![(a.clone(), at(100)), (b.clone(), at(200))], "only the folder's own entries");
        let aside = dir.join("autosave-a.ron.broken-1");
        store.rename(&a, &aside).unwrap();
        assert!(!store.exists(&a) && store.read(&aside).unwrap() == "(first)", "moved, text and time");
        assert!(store.entries(dir).contains(&(aside.clone(), at(100))));
        store.remove(&aside).unwrap();
        assert!(!store.exists(&aside));
        assert_eq!(store.remove(&aside).unwrap_err().kind(), io::ErrorKind::NotFound, "nothing to forget");
    }

    #[test]
    fn a_desktop_file_is_written_whole_listed_and_moved() {
        let dir = std::env::temp_dir().join(format!("dicehall-store-test-{}", std::process::id()));
        let path = dir.join("autosave-x.ron");
        write_atomic(&path, "(text)").unwrap();
        assert_eq!(read(&path).unwrap(), "(text)");
        assert!(exists(&path));
        assert_eq!(
            entries(&dir).into_iter().map(|(p, _)| p).collect::<Vec<_>>(),
            vec![path.clone()],
            "no temporary left"
        );
        let aside = dir.join("kept.ron");
        rename(&path, &aside).unwrap();
        assert!(!exists(&path) && exists(&aside));
        remove(&aside).unwrap();
        assert!(entries(&dir).is_empty());
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
