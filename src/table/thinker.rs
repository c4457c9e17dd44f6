//! Work done beside the frames (an AI seat's search, a hint): on a thread of its own where the
//! platform has threads, so a long search never stalls a frame and nothing else holds it up (on
//! Bevy's async-compute pool, one thread on a 2-core machine, it queued behind the renderer's
//! pipeline compiles); in a browser, which has no threads for it, on the frame that asks. Either
//! way the asker polls the same [`Answer`], so every seat and hint works the same on both.

use std::sync::Mutex;
use std::sync::mpsc::{Receiver, TryRecvError, sync_channel};

/// What a thinking will answer; dropping it abandons the thinking's answer (a stale search).
pub struct Answer<T> {
    /// (In a mutex only so a resource holding it is `Sync`; one system polls it.)
    answer: Mutex<Receiver<T>>,
}

/// The thinking stopped without an answer (its thread died or it gave none).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stopped;

impl<T: Send + 'static> Answer<T> {
    /// An answer known already (a lesson's own move).
    pub fn ready(value: T) -> Answer<T> {
        let (tell, answer) = sync_channel(1);
        let _ = tell.send(value);
        Answer { answer: Mutex::new(answer) }
    }

    /// The answer once it has come: `Ok(None)` while still thinking.
    pub fn poll(&mut self) -> Result<Option<T>, Stopped> {
        match self.answer.get_mut().map_err(|_| Stopped)?.try_recv() {
            Ok(value) => Ok(Some(value)),
            Err(TryRecvError::Empty) => Ok(None),
            Err(TryRecvError::Disconnected) => Err(Stopped),
        }
    }
}

/// Think `job` through beside the frames (on a thread named `name`); its answer comes through the
/// [`Answer`] (`None` from the job: no answer, [`Stopped`]). An error when no thread could start.
pub fn think<T: Send + 'static>(
    name: String,
    job: impl FnOnce() -> Option<T> + Send + 'static,
) -> std::io::Result<Answer<T>> {
    let (tell, answer) = sync_channel(1);
    let work = move || {
        // The receiver is gone when the position moved on: the answer is not needed then.
        if let Some(value) = job() {
            let _ = tell.send(value);
        }
    };
    #[cfg(not(target_arch = "wasm32"))]
    std::thread::Builder::new().name(name).spawn(work)?;
    #[cfg(target_arch = "wasm32")]
    {
        let _ = name;
        work();
    }
    Ok(Answer { answer: Mutex::new(answer) })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_answer_comes_through_once_thought_and_a_job_without_one_stops() {
        let mut answer = think("test-think".into(), || Some(6 * 7)).expect("a thread");
        let got = loop {
            if let Some(v) = answer.poll().expect("thinking") {
                break v;
            }
            std::thread::yield_now();
        };
        assert_eq!(got, 42);
        let mut none = think("test-none".into(), || None::<u8>).expect("a thread");
        while none.poll() == Ok(None) {
            std::thread::yield_now();
        }
        assert_eq!(none.poll(), Err(Stopped), "a job that gave nothing stops without an answer");
        assert_eq!(Answer::ready(3).poll(), Ok(Some(3)));
    }
}
