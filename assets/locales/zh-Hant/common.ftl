# 所有遊戲共用的文字：開局設定、選單、設定、說明、結果、重播、存檔。


level-beginner = 新手
level-casual = 休閒
level-sharp = 精明
level-expert = 高手

seat-player = 玩家 { $n }
seat-numbered = 座位 { $n }
seat-ai-numbered = { $level } { $n }
names-and = { $first }和{ $second }

colour-red = 紅
colour-yellow = 黃
colour-green = 綠
colour-blue = 藍

setup-title = dicehall — 新遊戲
setup-continue = 繼續：{ $game }
setup-cannot-continue = 無法繼續：{ $why }。{ $kept }請開始新遊戲。
setup-unfinished = 未完成的對局（每局都保留到結束）
setup-continue-unreadable = 無法讀取的存檔
setup-continue-detail = { $seats } · { $turns } 個回合 · { $minutes ->
    [0] 剛剛儲存
   *[other] { $minutes } 分鐘前儲存
}
setup-discard = 放棄
setup-discard-ask = 確定永久放棄這一局？
setup-discard-yes = 放棄這一局
setup-discard-no = 保留
setup-kept-as = 原存檔已另存為 { $path }。
setup-seats = 座位數
setup-human = 真人
setup-ai = 電腦：{ $level }
setup-colour-hint = 顏色與標記：點一下換下一個
setup-starts = 先手
setup-seed = 亂數種子
setup-seed-hint = 留空則隨機
setup-seed-error = 亂數種子必須是整數，而不是「{ $seed }」。
setup-start = 開始
setup-rules = 規則
setup-language = 語言

help-title = 遊戲玩法
help-unreadable = 無法顯示這頁說明（{ $problem }）。

settings-title = 設定
settings-dice-speed = 骰子速度
settings-instant-dice = 即時出骰（不等物理滾動）
settings-ai-pause = 電腦停頓（秒）
settings-volume = 音量
settings-reduce-motion = 減少動態（固定鏡頭）
settings-ui-scale = 介面大小
settings-quality = 畫質
settings-quality-auto = 自動
settings-quality-low = 低
settings-quality-high = 高
settings-language = 語言

pause-title = 已暫停
pause-resume = 繼續遊戲
pause-rules = 規則
pause-quit-ask = 離開本局？進度已儲存：在開局畫面按「繼續」即可回來。
pause-quit-ask-lesson = 離開本課？課程不會儲存：按「學習玩法」會從頭開始。
pause-exit-ask-lesson = 關閉 dicehall？課程不會儲存：按「學習玩法」會從頭開始。
pause-quit-yes = 離開本局
pause-quit-no = 繼續玩
pause-quit-to-setup = 回到開局設定
pause-quit-app = 結束 dicehall
pause-exit-ask = 關閉 dicehall？本局已儲存：在開局畫面按「繼續」即可回來。
pause-exit-yes = 關閉 dicehall

bar-rules = 規則 (H)
bar-settings = 設定
bar-pause = 暫停 (Esc)

results-title = 遊戲結束
results-wins = { $names }獲勝！
results-share = { $names }並列獲勝！
results-after-rounds = 共進行 { $n } 輪
results-points = { $n } 分
results-chart = 每輪後的分數
results-play-again = 再來一局
results-new-game = 新遊戲
results-watch-replay = 觀看重播
results-quit = 離開

replay-move = 重播 · 第 { $at } 步，共 { $total } 步
replay-start = |◀ 開頭
replay-back = ◀ 後退
replay-forward = 前進 ▶
replay-end = 結尾 ▶|
replay-play = 播放 ▶▶
replay-pause = 暫停
replay-speed = 速度 ×{ $n }
replay-leave = 離開
replay-shows-hidden = 重播：顯示每個座位隱藏的骰子。

save-welcome-back = 歡迎回到{ $game }：第 { $round } 輪，輪到{ $name }。

scoreboard-title = 記分板
log-title = 遊戲紀錄

save-error-missing = 沒有存檔（{ $path } 不存在）
save-error-io = 無法使用 { $path }（{ $why }）
save-error-corrupt = 存檔已損壞或不完整（{ $why }）
save-error-future = 存檔由較新版本的 dicehall 寫入（存檔格式 { $format }，本版本只能讀 { $reads }）
save-error-tampered = 存檔內容前後不符（{ $why }）

pad-hint-pad = 手把 { $n }：A 鍵執行 · ◀ ▶ 其他選擇（第 { $at } / { $total } 項）· Start：選單
pad-hint-keys = Enter 鍵執行 · ← → 其他選擇（第 { $at } / { $total } 項）

setup-pads = 已連接 { $n } 個手把：真人座位依座位順序輪流分配手把。

# The phone page (assets/phones/): its own words, plain messages, sent to the phone as they are.
phone-join = 加入
phone-room-code = 房號
phone-room-hint = TV 畫面上的 4 位房號
phone-room-bad = 請填寫 TV 畫面上的 4 位房號。
phone-connecting = 正在連接…
phone-reconnecting = 正在重新連接…
phone-language = 語言
phone-pick-seat = 點一個座位來玩
phone-take-seat = 選這個座位
phone-held-tv = TV
phone-held-ai = 電腦
phone-held-phone = 另一支手機
phone-held-you = 你
phone-your-seat = 你的座位
phone-your-name = 你的名字
phone-save-name = 確定
phone-colour = 顏色
phone-hand-to-tv = 交還給 TV
phone-hand-to-ai = 交給電腦
phone-waiting-start = 大家準備好後，由 TV 開始遊戲。
phone-your-turn = 輪到你了！
phone-flick = 往上滑動來擲骰
phone-throw = 擲骰
phone-undo = 復原
phone-back = 返回
phone-others = 其他座位
phone-results = 結果
phone-log = 遊戲紀錄
phone-change-room = 換房號
phone-seat-menu = 你的座位
phone-ok = 好，下一輪
phone-hint = 提示
phone-hint-title = 專家會這樣走：
phone-own-dice = 你的骰子：

# A round's sheet waits for the people at the table (every game).
prompt-round-over = 第 { $round } 輪結束：按「好」（{ $key }）繼續
round-over-ok = 好，下一輪（{ $key }）
key-enter = Enter
plain-prompt-choose = { $name }：請在下方選擇要做的事
plain-prompt-thinking = { $name } 正在思考…
plain-prompt-dice = 骰子正在滾動…
plain-results-chart = 最終得分
plain-bar-back = ◀ 返回
plain-peek-button = 偷看（按住 P）
plain-peek-title = { $name }：其他人請把目光移開
prompt-on-phone = { $name } 在自己的手機上選擇
seat-on-phone = { $name } 用手機玩：只有那支手機能替這個座位行動。
bar-choices-show = 選項
bar-choices-hide = 收起選項
hint-on-phone = { $name } 在自己的手機上看提示。
hint-in-peek = 專家的提示準備好了：按住偷看（P）在只有你看得到的地方讀它。
peek-hint-title = 專家會：
pause-take-back = 把 { $name } 的座位收回到電視
pause-take-back-ask = { $name } 在用手機玩。把這個座位收回到電視嗎？手機會收到通知。
pause-take-back-yes = 收回
pause-take-back-no = 取消

# The rules' refusals as the player reads them (see en.ftl for the arguments).
rules-error-players = { $game }需要 { $least } 到 { $most } 名玩家，不能是 { $n } 名。
rules-error-starter = 座位 { $starter } 不能先手：座位是 0 到 { $last }。
rules-error-game-over = 遊戲已結束：請開始新的一局。
rules-error-dice-first = 骰子還在擲出中：請等一下。
rules-error-no-throw = 現在沒有在擲骰子。
rules-error-dice-count = 這裡擲 { $want } 顆骰子，不是 { $got } 顆。
rules-error-die-value = 骰子點數為 1 到 6，沒有 { $value }。
